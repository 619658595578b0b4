/**
 * The one built-in the app's code calls that the oldest browsers it supports lack (decision 0048):
 * `Object.hasOwn` came with Chrome 93 and Safari 15.4, and the floor is Chrome 84 and Safari 14.1
 * (package.json "browserslist"). Without it the renderer's first path lookup throws, and the
 * borrower gets a page that never draws. Installed only where missing, as the standard defines it;
 * the entry imports this module first. Lint (eslint-plugin-compat) lists it as provided here.
 */
export function provideObjectHasOwn(target: ObjectConstructor = Object): void {
  if (typeof target.hasOwn === 'function') return;
  const ownProperty = Object.prototype.hasOwnProperty;
  Object.defineProperty(target, 'hasOwn', {
    // `call` on null or undefined throws a TypeError, as `Object.hasOwn(null, key)` must.
    value: function hasOwn(object: object, key: PropertyKey): boolean {
      return ownProperty.call(object, key);
    },
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

provideObjectHasOwn();
