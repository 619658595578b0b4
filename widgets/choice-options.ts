/**
 * The options of a choice widget (Select, ChoiceGroup, FormFields' selects), written by the screen
 * (`options: [{label, value}]`) or read from a server list (`items` with `labelKey`/`valueKey`, e.g.
 * `[{id, name}]` or `[{dictLabel, dictValue}]`). Values become strings: that is what a native
 * `<select>` or radio holds, so a form value `"12"` and an item id `12` mean the same choice.
 */

export interface ChoiceOption {
  label: string;
  value: string;
  description?: string;
  /** The heading the option is listed under (a Select draws an `<optgroup>`). */
  group?: string;
}

export interface ChoiceSource {
  options?: ReadonlyArray<{ label: unknown; value: unknown; description?: unknown; group?: unknown }>;
  items?: readonly unknown[];
  labelKey?: string;
  valueKey?: string;
  descriptionKey?: string;
}

function isPresent(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value) && value !== '';
}

function fromItem(item: unknown, source: ChoiceSource): ChoiceOption | undefined {
  // A list of plain values (an amount list [1000, 2000]) is its own labels and values.
  if (isPresent(item)) return { label: String(item), value: String(item) };
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const value = record[source.valueKey ?? 'value'];
  if (!isPresent(value)) return undefined;
  const label = record[source.labelKey ?? 'label'];
  const description = record[source.descriptionKey ?? 'description'];
  const group = record['group'];
  return {
    label: isPresent(label) ? String(label) : String(value),
    value: String(value),
    ...(isPresent(description) ? { description: String(description) } : {}),
    ...(typeof group === 'string' && group !== '' ? { group } : {}),
  };
}

/** The options to draw; a missing list (data not loaded, a binding that found nothing) draws none. */
export function choiceOptions(source: ChoiceSource): ChoiceOption[] {
  const list: readonly unknown[] | undefined = Array.isArray(source.options)
    ? source.options
    : Array.isArray(source.items)
      ? source.items
      : undefined;
  if (!list) return [];
  const seen = new Set<string>();
  const options: ChoiceOption[] = [];
  for (const item of list) {
    const option = fromItem(item, source);
    // Two entries with one value would be one choice drawn twice (and two React keys alike).
    if (!option || seen.has(option.value)) continue;
    seen.add(option.value);
    options.push(option);
  }
  return options;
}

export interface OptionRun {
  /** The heading of these options; undefined for options listed under none. */
  group?: string;
  options: ChoiceOption[];
}

/** Consecutive options under the same heading, in order: `<optgroup>`s of a native drop-down. */
export function optionRuns(options: readonly ChoiceOption[]): OptionRun[] {
  const runs: OptionRun[] = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ ...(option.group !== undefined ? { group: option.group } : {}), options: [option] });
  }
  return runs;
}

/** A key that changes when the list of values changes (to redraw a native control afresh). */
export function optionsKey(options: readonly ChoiceOption[]): string {
  return options.map((option) => option.value).join('\u0000');
}
