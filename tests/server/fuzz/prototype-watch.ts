/**
 * Prototype pollution shows as a property that appears on a built-in prototype (`{}.isAdmin`):
 * the own keys of the prototypes every object inherits from, before and after the fuzz.
 */
const watched = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };

export type PrototypeKeys = Readonly<Record<string, readonly string[]>>;

export function prototypeKeys(): PrototypeKeys {
  return Object.fromEntries(
    Object.entries(watched).map(([name, proto]) => [name, Reflect.ownKeys(proto).map(String).sort()]),
  );
}

/** `Object.prototype.isAdmin` for every key added since `before`. */
export function pollutionOf(before: PrototypeKeys): string[] {
  const now = prototypeKeys();
  return Object.keys(now).flatMap((name) =>
    now[name]!.filter((key) => !before[name]!.includes(key)).map((key) => `${name}.prototype.${key}`),
  );
}
