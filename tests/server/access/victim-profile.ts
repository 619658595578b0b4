/**
 * The victim's values, each unlikely to turn up anywhere else, and the texts that would show them
 * in an answer: the intruder's answers must contain none of them (compared without case, since
 * screens may capitalise names).
 */
import type { World } from './borrower-history.ts';

export const victimProfile = {
  realName: 'zenobia quarrington',
  pan: 'QZXPQ7351K',
  /** Read from the third victim's PAN card: a PAN is one account's (decision 0085), so not `pan`. */
  midKycPan: 'QZXPW4826M',
  /** Read from the third victim's Aadhaar photo and verified by OTP (a valid number, check digit included). */
  aadhaar: '234567890124',
  aadhaarLast4: '5821',
  aadhaarRef: 'victim-aadhaar-ref-77',
  faceRef: 'victim-face-ref-77',
  email: 'zenobia.quarrington@example.in',
  address: '41 Quarrington Mews, Indiranagar',
  companyName: 'Quarrington Looms Limited',
  accountNo: '730519486273',
  deviceId: 'victim-device-5b7e',
  gps: { latitude: 12.97194, longitude: 77.64114, address: 'Quarrington Orchard, Bengaluru' },
  contacts: {
    oneName: 'ottoline ferraby',
    oneMobile: '9012345671',
    oneRelation: 'Father',
    twoName: 'barnaby quist',
    twoMobile: '8012345672',
    twoRelation: 'sisters',
    thirdName: 'ysolde marchetti',
    thirdMobile: '7012345673',
    thirdRelation: 'Colleagues',
  },
  // Past loans with amounts no product offers, so they can only come from these rows.
  settledOrder: {
    orderNo: 'ACCSETTLED7313',
    state: 7,
    loanPaise: 731_357,
    arrivePaise: 688_122,
    repayPaise: 793_391,
  },
  deniedOrder: {
    orderNo: 'ACCDENIED6124',
    state: 3,
    loanPaise: 612_489,
    arrivePaise: 576_143,
    repayPaise: 664_417,
  },
} as const;

const rupeeTexts = (paise: number) => [String(paise), (paise / 100).toFixed(2)];

/** Every text that would show something of the victims in an answer. */
export function victimTexts(world: World): string[] {
  const p = victimProfile;
  const { victim, approved, midKyc } = world;
  const phones = [victim.phone, approved.phone, midKyc.phone].flatMap((phone) => [phone, phone.slice(2)]);
  const orders = [p.settledOrder, p.deniedOrder];
  return [
    ...phones,
    p.realName,
    p.pan,
    p.midKycPan,
    p.aadhaarRef,
    p.faceRef,
    p.email,
    p.address,
    p.companyName,
    p.accountNo,
    `*${p.accountNo.slice(-4)}`,
    p.deviceId,
    p.gps.address,
    String(p.gps.latitude),
    ...[p.contacts.oneName, p.contacts.twoName, p.contacts.thirdName],
    ...[p.contacts.oneMobile, p.contacts.twoMobile, p.contacts.thirdMobile],
    ...orders.flatMap((o) => [o.orderNo, ...[o.loanPaise, o.arrivePaise, o.repayPaise].flatMap(rupeeTexts)]),
    victim.repaying.orderNo,
    approved.order.orderNo,
    victim.paymentRef,
  ].map((text) => text.toLowerCase());
}

/** The ids naming the victims' things, by the keys answers carry them under. */
export function victimIds(world: World): Record<string, number[]> {
  const { victim, approved } = world;
  const orderIds = [victim.settled, victim.denied, victim.repaying, approved.order].map((o) => o.orderId);
  return {
    orderId: orderIds,
    orderRepayId: orderIds,
    extensionId: [victim.extension.extensionId],
    cardId: [victim.cardId, approved.cardId],
  };
}

/** The victims' texts found in an answer (empty when it shows nothing of theirs). */
export function leakedTexts(answerText: string, texts: readonly string[]): string[] {
  const lower = answerText.toLowerCase();
  return texts.filter((text) => lower.includes(text));
}

/** The victims' ids found under their keys anywhere in an answer's JSON. */
export function leakedIds(data: unknown, ids: Record<string, number[]>): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (ids[key]?.includes(Number(inner))) found.push(`${key}=${String(inner)}`);
        walk(inner);
      }
  };
  walk(data);
  return found;
}
