/**
 * Whether an order may be extended now, read from the database: the product's extension terms and
 * the order's paid extensions, judged by the rule (rules.ts). The extension request and the order
 * detail's `isExtension` both ask here, so they never disagree.
 */
import type { Queryable } from '../../db/db.ts';
import { istDateOf } from '../orders/ist-calendar.ts';
import type { OrderRow } from '../orders/repo.ts';
import { extensionTermsOf, paidExtensionCount, type ExtensionTerms } from './repo.ts';
import { extensionRefusal, isExtendable, type ExtensionRefusal } from './rules.ts';

export async function extensionRefusalAt(
  db: Queryable,
  order: Pick<OrderRow, 'id' | 'product_id' | 'state' | 'due_date'>,
  now: Date,
  terms?: ExtensionTerms,
): Promise<ExtensionRefusal | undefined> {
  // No reads for an order that cannot be extended in its state anyway.
  if (!isExtendable(order.state)) return { reason: 'state', state: order.state };
  const { days, max_extensions } = terms ?? (await extensionTermsOf(db, order.product_id));
  return extensionRefusal({
    state: order.state,
    dueDate: order.due_date,
    today: istDateOf(now),
    paidExtensions: await paidExtensionCount(db, order.id),
    maxExtensions: max_extensions,
    extensionDays: days,
  });
}
