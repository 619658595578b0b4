import { describe, expect, it } from 'vitest';
import { appLoginSign, appLoginSigningText } from '../../../../server/modules/auth/app-login-sign.ts';
import { DEV_APP_LOGIN_SECRET } from '../../helpers/app-login.ts';

// The test vector of decision 0013, which the iOS app and e2e tests check their signing against.
const fields = {
  phone: '919876543210',
  timestamp: 1717000000,
  deviceId: 'C0FFEE00-1111-2222-3333-444455556666',
  version: '2.4.0',
  idfv: '6D1F3E1A-7B2C-4C8D-9E0F-112233445566',
  idfa: '',
  systemVersion: '17.5',
  model: 'iPhone14,2',
};

describe('the app-login signature', () => {
  it('signs the fields but sign, sorted by name, as name=value joined by &', () => {
    expect(appLoginSigningText({ ...fields, sign: 'ignored' })).toBe(
      'deviceId=C0FFEE00-1111-2222-3333-444455556666&idfa=&idfv=6D1F3E1A-7B2C-4C8D-9E0F-112233445566' +
        '&model=iPhone14,2&phone=919876543210&systemVersion=17.5&timestamp=1717000000&version=2.4.0',
    );
  });

  it('is the hex HMAC-SHA256 of that text with the secret (the documented test vector)', () => {
    expect(appLoginSign(DEV_APP_LOGIN_SECRET, fields)).toBe(
      'd07c0a5758286762c9899ba9d05e1ce2aed0f1eaba7bccc543b769258f20fc77',
    );
  });
});
