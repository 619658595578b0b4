/**
 * `setField` and `resetForm`. `setField` puts a value into a form field as if the borrower had entered it, e.g. the name and
 * Aadhaar number OCR read from a card photo, which the borrower may then correct. A missing form or
 * field is a screen defect: reported by the screen, and the list goes on.
 */
import type { ResetFormAction, SetFieldAction } from '../../document/types.ts';
import { valueOf } from '../action-values.ts';
import type { Handler } from '../handler.ts';

export const setField: Handler<SetFieldAction> = (action, ctx) => {
  ctx.setField(action.form, action.field, valueOf(ctx, action.value));
  return 'continue';
};

/** `resetForm`: the form as first drawn, e.g. the feedback form once its text was saved. */
export const resetForm: Handler<ResetFormAction> = (action, ctx) => {
  ctx.resetForm(action.form);
  return 'continue';
};
