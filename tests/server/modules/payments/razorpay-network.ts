/**
 * Razorpay's API as the tests answer it, in place of the network (`fetch`): payment links are made
 * with an id of their own each, a cancel is answered with `cancelStatus`, and every call is kept.
 */
export interface RazorpayCall {
  method: string;
  url: string;
  authorization: string;
  /** The JSON body sent, if any. */
  body: Record<string, unknown> | undefined;
}

export interface RazorpayNetwork {
  calls: RazorpayCall[];
  /** The links asked for, in order (the bodies of POST /v1/payment_links). */
  linksAsked(): Array<Record<string, unknown>>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export function razorpayNetwork({ cancelStatus = 200 } = {}): RazorpayNetwork {
  const calls: RazorpayCall[] = [];
  let made = 0;
  return {
    calls,
    linksAsked: () => calls.filter((call) => call.url.endsWith('/payment_links')).map((call) => call.body!),
    async fetch(url, init) {
      const headers = init.headers as Record<string, string>;
      const body =
        init.body === undefined ? undefined : (JSON.parse(String(init.body)) as Record<string, unknown>);
      calls.push({ method: String(init.method), url, authorization: headers.authorization ?? '', body });
      if (url.endsWith('/cancel')) {
        const answer = cancelStatus === 200 ? { status: 'cancelled' } : { error: {} };
        return new Response(JSON.stringify(answer), { status: cancelStatus });
      }
      made += 1;
      // Unique across the test files' processes and runs, as Razorpay's ids are.
      const id = `plink_${process.pid}x${Date.now()}x${made}`;
      return new Response(JSON.stringify({ id, short_url: `https://rzp.io/i/${id}` }), { status: 200 });
    },
  };
}
