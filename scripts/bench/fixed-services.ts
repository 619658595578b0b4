// The app shell's services for the benchmark: endpoint answers come from fixed data (no network), and
// anything the screen asks for that the table does not have is recorded so the run can fail loudly.
import type { ApiResult, CallRequest, RendererServices, Session } from '../../renderer/services-api.ts';

const answers: Record<string, unknown> = {
  'client.config': { customer: { phone: '1800 000 0000', email: 'support@example.in' } },
};

export interface BenchServices extends RendererServices {
  unexpected: string[];
}

/** `more` adds fixed answers by endpoint id (e.g. a screen's server fields). */
export function createBenchServices(more: Record<string, unknown> = {}): BenchServices {
  const session: Session = { isApp: false, signedIn: false };
  const fixed: Record<string, unknown> = { ...answers, ...more };
  const unexpected: string[] = [];
  return {
    unexpected,
    async call(request: CallRequest): Promise<ApiResult> {
      if (request.endpoint in fixed) return { ok: true, data: fixed[request.endpoint] };
      unexpected.push(`call ${request.endpoint}`);
      return { ok: false, error: { code: 1, msg: `no fixed answer for ${request.endpoint}` } };
    },
    navigate: (to) => void unexpected.push(`navigate ${to}`),
    back: () => void unexpected.push('back'),
    redirect: (url) => void unexpected.push(`redirect ${url}`),
    session: { get: () => session, signIn: () => undefined, signOut: () => undefined },
    platform: { os: 'ios-h5', isIos: true, isAndroid: false, isIosApp: false },
    bridge: () => undefined,
    copy: async () => true,
    track: () => undefined,
    report: (event) => void unexpected.push(`report ${event.kind} ${JSON.stringify(event.detail)}`),
  };
}
