import { describe, expect, it } from 'vitest';
import { provideObjectHasOwn } from './older-browsers.ts';

/** An Object constructor as a browser without Object.hasOwn has it. */
function objectWithoutHasOwn(): ObjectConstructor {
  const bare = function Object() {} as unknown as ObjectConstructor;
  return bare;
}

describe('Object.hasOwn for browsers before 2022', () => {
  it('is added where missing and tells own keys from inherited ones', () => {
    const target = objectWithoutHasOwn();
    provideObjectHasOwn(target);
    const parent = { inherited: 1 };
    const child = Object.assign(Object.create(parent) as object, { own: undefined });
    expect(target.hasOwn(child, 'own')).toBe(true);
    expect(target.hasOwn(child, 'inherited')).toBe(false);
    expect(target.hasOwn({ toString: 1 }, 'toString')).toBe(true);
    expect(target.hasOwn({}, 'toString')).toBe(false);
    expect(target.hasOwn([7], 0)).toBe(true);
    expect(target.hasOwn(Object.create(null) as object, 'x')).toBe(false);
  });

  it('throws for null and undefined, as the standard one does', () => {
    const target = objectWithoutHasOwn();
    provideObjectHasOwn(target);
    expect(() => target.hasOwn(null as unknown as object, 'x')).toThrow(TypeError);
    expect(() => target.hasOwn(undefined as unknown as object, 'x')).toThrow(TypeError);
  });

  it('is not enumerable, like the built-in', () => {
    const target = objectWithoutHasOwn();
    provideObjectHasOwn(target);
    expect(Object.keys(target)).not.toContain('hasOwn');
    expect(Object.getOwnPropertyDescriptor(target, 'hasOwn')).toMatchObject({
      writable: true,
      configurable: true,
    });
  });

  it('leaves a browser that has it alone', () => {
    const native = Object.hasOwn;
    provideObjectHasOwn(Object);
    expect(Object.hasOwn).toBe(native);
  });
});
