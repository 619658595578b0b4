/** Reading the JSON a provider's HTTP API answers, for the adapters that call one. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed body, or an error naming the service and quoting the start of what it sent. */
export function parseJsonAnswer(text: string, service: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${service} answered something that is not JSON: ${text.slice(0, 300)}`);
  }
}
