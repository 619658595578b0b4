/** Reading the JSON a provider's HTTP API answers or its notification carries. */

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

/** A provider's notification body as JSON; undefined when it is not JSON (never a JSON value). */
export function parseJsonBody(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
