import { describe, expect, it } from 'vitest';
import { httpGatewaySms } from '../../../../server/providers/sms/http-gateway-sms.ts';

/** Records what the adapter sends and answers like a gateway would (the gateway is not ours). */
function gateway(status: number, answer = '{"type":"success"}') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchLike = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(answer, { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetch: fetchLike };
}

const options = {
  apiUrl: 'https://sms.example.com/api/v5/flow',
  apiKey: 'key-123',
  senderId: 'LOANAP',
  templateId: 'tpl-9',
};

describe('the HTTP SMS gateway adapter', () => {
  it('posts the message with the key, sender, DLT template and code', async () => {
    const g = gateway(200);
    await httpGatewaySms({ ...options, fetch: g.fetch }).send(
      { phone: '919876543210', text: '1234 is your sign-in code.', code: '1234' },
      new Date(),
    );
    expect(g.calls).toHaveLength(1);
    const call = g.calls[0]!;
    expect(call.url).toBe(options.apiUrl);
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).authkey).toBe('key-123');
    expect(JSON.parse(call.init.body as string)).toEqual({
      sender: 'LOANAP',
      template_id: 'tpl-9',
      recipients: [{ mobiles: '919876543210', message: '1234 is your sign-in code.', otp: '1234' }],
    });
  });

  it('rejects when the gateway refuses the message', async () => {
    const g = gateway(401, '{"message":"invalid authkey"}');
    await expect(
      httpGatewaySms({ ...options, fetch: g.fetch }).send(
        { phone: '919876543210', text: 'hello' },
        new Date(),
      ),
    ).rejects.toThrow('SMS gateway answered HTTP 401: {"message":"invalid authkey"}');
  });

  it('keeps the number, the code and the text out of a refusal that echoes the request', async () => {
    const echo =
      '{"error":"DLT mismatch","mobiles":"919876543210","message":"4821 is your sign-in code.","otp":"4821"}';
    const g = gateway(400, echo);
    const refusal = httpGatewaySms({ ...options, fetch: g.fetch }).send(
      { phone: '919876543210', text: '4821 is your sign-in code.', code: '4821' },
      new Date(),
    );
    await expect(refusal).rejects.toThrow('SMS gateway answered HTTP 400: {"error":"DLT mismatch"');
    await expect(refusal).rejects.not.toThrow(/9876543210|4821/);
  });
});
