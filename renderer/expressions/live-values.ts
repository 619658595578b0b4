/**
 * A scope member whose names are worked out when an expression reads them, not before: `form.<id>`
 * is the form's values at that moment (forms are made on first read). Paths read through it
 * (path.ts); it answers only for its names, so a path cannot reach anything else through it.
 *
 * A class rather than getters defined on a fresh object: getters made per screen visit cost V8 a
 * new hidden class each visit (about a tenth of drawing the order detail, measured).
 */
export class LiveValues {
  constructor(
    private readonly names: readonly string[],
    private readonly readName: (name: string) => unknown,
  ) {}

  /** The value of `name` now, or undefined for a name it does not have. */
  read(name: string): unknown {
    return this.names.includes(name) ? this.readName(name) : undefined;
  }

  /** The same values with `name` answered by `value` (a form's values while they are validated). */
  with(name: string, value: unknown): LiveValues {
    const names = this.names.includes(name) ? this.names : [...this.names, name];
    return new LiveValues(names, (read) => (read === name ? value : this.readName(read)));
  }
}
