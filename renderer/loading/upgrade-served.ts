/**
 * A served or kept copy of an older format, upgraded by the migrations before it is drawn
 * (docs/decisions/0015); anything else as it is. The migrations are loaded only when such a copy
 * turns up, so no borrower's first visit pays for them.
 */
import { RENDERER_FORMAT } from '../format.ts';
import { isScreenDocument } from './check-document.ts';

export async function upgradeServed(served: unknown): Promise<unknown> {
  if (!isScreenDocument(served) || served.format >= RENDERER_FORMAT) return served;
  const { upgradeDocument } = await import('./migrations/upgrade-document.ts');
  return upgradeDocument(served);
}
