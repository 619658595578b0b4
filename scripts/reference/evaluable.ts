/**
 * Whether the renderer's evaluator runs an expression as written. `$copy` (and any operator that is
 * resolved before a screen reaches the renderer) is not the evaluator's: its examples are checked
 * against the meta-schema only, and the reference shows no computed value for them.
 */
import { OPERATORS } from '../../renderer/expressions/operators.ts';
import { isObject } from './json-schema.ts';

export function evaluable(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(evaluable);
  if (!isObject(value)) return true;
  const operatorsUsed = Object.keys(value).filter((key) => key.startsWith('$'));
  if (operatorsUsed.some((key) => !Object.hasOwn(OPERATORS, key))) return false;
  return Object.values(value).every(evaluable);
}
