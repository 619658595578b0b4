// The closing table of `npm run bench`: one row per figure, with what it is held to.

export type Row = [measure: string, value: string, note: string];

export function printTable(rows: readonly Row[]): void {
  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(10, ...rows.map((row) => row[1].length));
  console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  note`);
  for (const [name, value, note] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${note}`);
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
