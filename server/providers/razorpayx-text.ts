/** Text RazorpayX sends that we keep in the database or show to operators. */
import { isRecord } from './json-answer.ts';

/** Control characters become spaces (PostgreSQL refuses NUL), and at most 300 characters are kept. */
export function keptText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 300);
}

/** RazorpayX's error text (`{ error: { description } }`), else the start of what it sent. */
export function errorDescription(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && isRecord(body.error) && typeof body.error.description === 'string')
      return keptText(body.error.description);
  } catch {
    // Not JSON: the raw text says what there is to say.
  }
  return keptText(text);
}
