import type { SmsMessage, SmsProvider } from './sms-provider.ts';

export interface HttpGatewayOptions {
  apiUrl: string;
  apiKey: string;
  senderId: string | undefined;
  /** The DLT-registered template id Indian operators require for OTP messages. */
  templateId: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The gateway's refusal as the log may keep it: some gateways echo the request back, and the
 * borrower's number, the sign-in code and the text that carries it are not the operator's to read.
 */
function withoutMessage(detail: string, message: SmsMessage): string {
  const hidden = [message.text, message.code, message.phone, message.phone.slice(-10)];
  return hidden.reduce<string>(
    (text, value) => (value ? text.split(value).join('*'.repeat(Math.min(value.length, 10))) : text),
    detail,
  );
}

/**
 * A JSON-over-HTTPS SMS gateway in the style of Indian bulk-SMS APIs (MSG91 flow and similar):
 * POST SMS_API_URL with the key in the `authkey` header and
 * `{ sender, template_id, recipients: [{ mobiles, otp?, message }] }`. Any 2xx answer is accepted;
 * anything else, or no answer within the timeout, rejects.
 */
export function httpGatewaySms(options: HttpGatewayOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const body = {
        sender: options.senderId,
        template_id: options.templateId,
        recipients: [
          { mobiles: message.phone, message: message.text, ...(message.code ? { otp: message.code } : {}) },
        ],
      };
      const response = await doFetch(options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authkey: options.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = withoutMessage((await response.text().catch(() => '')).slice(0, 200), message);
        throw new Error(`SMS gateway answered HTTP ${response.status}: ${detail}`);
      }
    },
  };
}
