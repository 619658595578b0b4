/**
 * The access table, onboarding part: profile forms, KYC, face, bank cards and the IFSC finder,
 * the device, feedback, telemetry and Quit. These endpoints name no one else's ids: the token
 * alone says whose data they read or write, so each probe is the intruder's own call (with the
 * victims' numbers where the endpoint takes some), and the test proves that it shows and changes
 * nothing of the victims'.
 */
import { validWork } from '../modules/profile/profile-fixtures.ts';
import { NOT_AN_IMAGE, ownDataOnly, type AccessEntry } from './access-entry.ts';
import { victimProfile } from './victim-profile.ts';

const p = victimProfile;

/**
 * The KYC steps, called by a newcomer with the numbers the third victim has had read and verified:
 * each must answer as for anyone who never did those steps, not from the victim's.
 */
const kycEntries: Record<string, AccessEntry> = {
  'auth.aadhaarSendOtp': {
    intruder: 'newcomer',
    probes: [
      {
        names: 'the Aadhaar number the victim verified',
        request: () => ({ body: { aadhaar: p.aadhaar } }),
        expected: { code: 0, data: { state: 0 } },
      },
    ],
  },
  'auth.aadhaarVerify': {
    intruder: 'newcomer',
    probes: [
      {
        names: 'the Aadhaar number the victim verified',
        request: () => ({ body: { aadhaar: p.aadhaar, otp: '123456' } }),
      },
    ],
  },
  'auth.kycAadhaarPan': {
    intruder: 'newcomer',
    probes: [
      {
        names: "the victim's name and the numbers read from their cards",
        request: () => ({ body: { realName: p.realName, idNo: p.aadhaar, panNo: p.midKycPan } }),
        expected: { code: 4006, data: null },
      },
    ],
  },
  'auth.kycAadhaarVerify': {
    intruder: 'newcomer',
    probes: [
      {
        names: 'the Aadhaar number the victim verified',
        request: () => ({ body: { idNo: p.aadhaar, panNo: p.midKycPan } }),
        expected: { code: 4037, data: null },
      },
    ],
  },
  'auth.kycInfo': { intruder: 'newcomer', probes: [ownDataOnly(() => ({}))] },
  'auth.faceResult': { intruder: 'newcomer', probes: [ownDataOnly(() => ({}))] },
  'auth.livingHold': {
    intruder: 'newcomer',
    probes: [{ ...ownDataOnly(() => ({ body: {} })), expected: { code: 4041, data: null } }],
  },
};

export const onboardingEntries: Record<string, AccessEntry> = {
  ...kycEntries,
  'auth.baseInfo': { probes: [ownDataOnly((w) => ({ body: w.basicForm }))] },
  'auth.contacts': {
    probes: [
      ownDataOnly(() => ({
        body: {
          ...p.contacts,
          ...{ oneName: 'intruder one', twoName: 'intruder two', thirdName: 'intruder three' },
          ...{ oneMobile: '9300000001', twoMobile: '9300000002', thirdMobile: '9300000003' },
        },
      })),
    ],
  },
  'auth.findUserAuth': { probes: [ownDataOnly(() => ({}))] },
  'auth.livingCheck': { probes: [ownDataOnly(() => ({ form: { image: NOT_AN_IMAGE } }))] },
  'auth.livingCheckConfig': { probes: [ownDataOnly(() => ({}))] },
  'auth.ocrSeparate': { probes: [ownDataOnly(() => ({ form: { type: 'pan', image: NOT_AN_IMAGE } }))] },
  'auth.pageInfoBase': {
    probes: [ownDataOnly(() => ({ query: { type: 'baseInfo' } }))],
    ownerSees: () => ({ query: { type: 'baseInfo' } }),
  },
  'auth.pageInfoWork': {
    probes: [ownDataOnly(() => ({ query: { type: 'workInfo' } }))],
    ownerSees: () => ({ query: { type: 'workInfo' } }),
  },
  'auth.savedContacts': { probes: [ownDataOnly(() => ({}))], ownerSees: () => ({}) },
  'auth.workInfo': { probes: [ownDataOnly(() => ({ body: validWork }))] },

  'bank.bindCard': {
    probes: [
      ownDataOnly(() => ({
        body: { bankCode: 'SBIN0000691', cardNo: '4455667788', confirmCardNo: '4455667788' },
      })),
    ],
  },
  'bank.findUserBankCard': { probes: [ownDataOnly(() => ({}))], ownerSees: () => ({}) },
  'bank.ifscInfo': { probes: [ownDataOnly(() => ({ query: { ifsc: 'SBIN0000691' } }))] },
  'bankInfo.banks': { probes: [ownDataOnly(() => ({}))] },
  'bankInfo.states': { probes: [ownDataOnly(() => ({ query: { pId: 1 } }))] },
  'bankInfo.cities': { probes: [ownDataOnly(() => ({ query: { stateId: 1 } }))] },
  'bankInfo.branches': { probes: [ownDataOnly(() => ({ query: { cityId: 1 } }))] },

  // The victim's device id: the answer is about the intruder's own locations only.
  'device.needUpload': {
    probes: [{ names: "the victim's device id", request: () => ({ body: { deviceId: p.deviceId } }) }],
  },
  'device.uploadInfo': {
    probes: [
      {
        names: "the victim's device id",
        request: () => ({ body: { deviceId: p.deviceId, gps: { latitude: 19.07, longitude: 72.87 } } }),
      },
    ],
  },
  'feedback.save': { probes: [ownDataOnly(() => ({ body: { content: 'a note from the intruder' } }))] },
  'telemetry.track': {
    probes: [
      {
        names: "the victim's order id as an event value",
        request: (w) => ({
          body: [
            {
              projectName: 'loan-app',
              pageName: 'order-detail',
              behavior: 'enter',
              value: w.victim.repaying.orderId,
              eventTime: 1_700_000_000_000,
            },
          ],
        }),
      },
    ],
  },
  'user.logout': { probes: [ownDataOnly(() => ({ body: {} }))], endsSession: true },
};
