/** What a form's resolver validates against, read at each validation (dynamic fields arrive late). */
import type { FieldDef } from '../document/types.ts';
import type { FormWhenHolds } from './rules-to-zod.ts';

export interface ValidationSource {
  /** The form's current field definitions: the screen's own plus those the server described. */
  fields(): Readonly<Record<string, FieldDef>>;
  /** Evaluates a rule's `when` with the form's values being validated; absent: every rule applies. */
  whenHolds?: FormWhenHolds;
}
