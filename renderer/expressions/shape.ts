/**
 * Tells a literal object from an operator expression and checks the operator's shape. Shared by the
 * evaluator and the static collectors, so what the checker accepts is exactly what runs.
 */
import { EXTRA_KEYS, OPERATORS } from './operators.ts';

export type Shape =
  | { kind: 'literal' }
  | { kind: 'operator'; name: string; operand: unknown; extra: Record<string, unknown> }
  | { kind: 'invalid'; message: string };

export function classify(value: Readonly<Record<string, unknown>>): Shape {
  const keys = Object.keys(value);
  const dollars = keys.filter((key) => key.startsWith('$'));
  if (dollars.length === 0) return { kind: 'literal' };
  const [name] = dollars;
  if (dollars.length > 1 || name === undefined) {
    return { kind: 'invalid', message: `an expression has exactly one $ key, found ${dollars.join(', ')}` };
  }
  const operator = Object.hasOwn(OPERATORS, name) ? OPERATORS[name] : undefined;
  if (!operator) return { kind: 'invalid', message: `unknown operator ${name}` };
  const allowed = EXTRA_KEYS[name] ?? [];
  const stray = keys.find((key) => key !== name && !allowed.includes(key));
  if (stray !== undefined) return { kind: 'invalid', message: `${name} does not take "${stray}"` };
  const extra: Record<string, unknown> = {};
  for (const key of allowed) if (Object.hasOwn(value, key)) extra[key] = value[key];
  const problem = operator.check(value[name], extra);
  if (problem) return { kind: 'invalid', message: `${name}: ${problem}` };
  return { kind: 'operator', name, operand: value[name], extra };
}
