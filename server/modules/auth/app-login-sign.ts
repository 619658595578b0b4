import { createHmac } from 'node:crypto';

/** The fields of an app login as the app sends them (schemas/api/endpoints/user.appLogin.json). */
export type AppLoginFields = Record<string, string | number>;

/**
 * The text an app signs (decision 0013): every body field except `sign`, sorted by name (plain
 * code-unit order, e.g. deviceId, idfa, idfv, model, phone, systemVersion, timestamp, version),
 * each as `name=value` with the value as sent (not URL-encoded; an empty value stays `name=`),
 * joined by `&`.
 */
export function appLoginSigningText(fields: AppLoginFields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
}

/** The `sign` of an app login: hex HMAC-SHA256 of the signing text with the app's secret. */
export function appLoginSign(secret: string, fields: AppLoginFields): string {
  return createHmac('sha256', secret).update(appLoginSigningText(fields)).digest('hex');
}
