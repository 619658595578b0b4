import { AppError } from './app-error.ts';

/** One field a borrower must correct: the payload name and what is wrong with it. */
export interface FieldError {
  column: string;
  msg: string;
}

/** The envelope's `data` of a FIELDS_INVALID answer (decision 0009). */
export interface FieldErrorsData {
  errorColumn: FieldError[];
}

/**
 * Refuses a form save listing every field to correct, in form order: `data.errorColumn` for the
 * client's numbered toast (spec §8), and the same list numbered in `msg` for any client that shows
 * only the message.
 */
export function fieldErrors(errors: readonly FieldError[]): AppError {
  if (errors.length === 0) throw new Error('fieldErrors needs at least one error');
  const list = errors.map((error, index) => `${index + 1}. ${error.msg}`).join(' ');
  return new AppError('FIELDS_INVALID', {
    params: { list },
    data: { errorColumn: errors.map(({ column, msg }) => ({ column, msg })) },
  });
}
