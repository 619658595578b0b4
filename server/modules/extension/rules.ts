/**
 * When an order may be extended now (DOMAIN.md "Extension"; `isExtension` on the order detail is
 * this rule): from 6 Loaned or 8 Overdued only (an order in 11 Extension goes back to 8 when its
 * new due date passes and may extend again), fewer paid extensions than the product allows, and
 * only when it moves the due date later: request date + extension days after the current due date.
 * An extension never shortens a loan: a 91-day loan can extend in its last 6 days and while overdue.
 */
import { AppError } from '../../contract/app-error.ts';
import { addDays, dateWording, daysBetween } from '../orders/ist-calendar.ts';
import { OrderState, stateName, type OrderStateCode } from '../orders/order-states.ts';

/** The states an extension can be asked for, started and completed from. */
export const EXTENDABLE_STATES: readonly OrderStateCode[] = [OrderState.Loaned, OrderState.Overdued];

export function isExtendable(state: number): boolean {
  return EXTENDABLE_STATES.some((extendable) => extendable === state);
}

export interface ExtensionRuleInput {
  state: number;
  /** The order's current due date (IST); null before the money was sent. */
  dueDate: string | null;
  /** The IST date the extension would be asked on. */
  today: string;
  paidExtensions: number;
  maxExtensions: number;
  extensionDays: number;
}

export type ExtensionRefusal =
  | { reason: 'state'; state: number }
  | { reason: 'limit'; maxExtensions: number }
  | { reason: 'too-early'; dueDate: string; fromDate: string };

/** Why an extension cannot be asked for now, or undefined when it can. */
export function extensionRefusal(input: ExtensionRuleInput): ExtensionRefusal | undefined {
  if (!isExtendable(input.state) || input.dueDate === null) return { reason: 'state', state: input.state };
  if (input.paidExtensions >= input.maxExtensions)
    return { reason: 'limit', maxExtensions: input.maxExtensions };
  if (daysBetween(input.dueDate, addDays(input.today, input.extensionDays)) <= 0)
    return {
      reason: 'too-early',
      dueDate: input.dueDate,
      fromDate: addDays(input.dueDate, 1 - input.extensionDays),
    };
  return undefined;
}

/** The borrower's answer for a refusal. */
export function refusalError(refusal: ExtensionRefusal): AppError {
  switch (refusal.reason) {
    case 'state':
      return new AppError('EXTENSION_NOT_ALLOWED', { params: { state: stateName(refusal.state) } });
    case 'limit':
      return new AppError('EXTENSION_LIMIT_REACHED', {
        params: {
          limit: {
            en: `${refusal.maxExtensions} extension${refusal.maxExtensions === 1 ? '' : 's'}`,
            hi: `${refusal.maxExtensions} अवधि विस्तार`,
          },
        },
      });
    case 'too-early':
      return new AppError('EXTENSION_TOO_EARLY', {
        params: { dueDate: dateWording(refusal.dueDate), fromDate: dateWording(refusal.fromDate) },
      });
  }
}
