export type Result = 'met' | 'missed' | 'info' | 'pending' | 'failed';

export interface Row {
  name: string;
  figure: string;
  /** The same-run yardstick this figure is read against. */
  baseline: string;
  ratio: string;
  target: string;
  result: Result;
  notes: string;
}

const HEADINGS = ['Row', 'Figure', 'Baseline (same run)', 'Ratio', 'Target', 'Met?', 'Notes'];

const cells = (row: Row) => [
  row.name,
  row.figure,
  row.baseline,
  row.ratio,
  row.target,
  row.result,
  row.notes,
];

export function met(ok: boolean): Result {
  return ok ? 'met' : 'missed';
}

export const percent = (part: number, whole: number) =>
  Number.isFinite(part / whole) ? `${((100 * part) / whole).toFixed(1)} %` : '—';

export const times = (a: number, b: number) =>
  Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '—';

/** A plain-text table for the terminal. */
export function textTable(rows: readonly Row[]): string {
  const all = [HEADINGS, ...rows.map(cells)];
  const widths = HEADINGS.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(HEADINGS), rule, ...rows.map((r) => line(cells(r)))].join('\n');
}

const escape = (cell: string) => cell.replace(/\|/g, '\\|');

/** The same table in Markdown, for docs/performance.md. */
export function markdownTable(rows: readonly Row[]): string {
  const line = (r: readonly string[]) => `| ${r.map(escape).join(' | ')} |`;
  return [line(HEADINGS), line(HEADINGS.map(() => '---')), ...rows.map((r) => line(cells(r)))].join(
    '\n',
  );
}
