import type { LoadResult } from './load';
import { formatNumber, ms } from './stats';
import type { Row } from './table';

const SECTIONS = [
  'baseline',
  'payments',
  'scale',
  'lag',
  'rebuild',
  'books',
  'reads',
  'memory',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Rows gathered phase by phase, printed in a fixed order of sections. */
export class Report {
  private readonly rows: { section: Section; row: Row }[] = [];
  /** Lines printed above the table (sizes, machine, which seeder). */
  readonly context: string[] = [];

  add(section: Section, row: Row): void {
    this.rows.push({ section, row });
  }

  failed(section: Section, name: string, error: unknown, target = ''): void {
    const message = error instanceof Error ? error.message : String(error);
    this.add(section, {
      name,
      figure: '—',
      baseline: '—',
      ratio: '—',
      target,
      result: 'failed',
      notes: message.replace(/\s+/g, ' ').slice(0, 160),
    });
  }

  ordered(): Row[] {
    return SECTIONS.flatMap((s) => this.rows.filter((r) => r.section === s).map((r) => r.row));
  }
}

/** "1,234/s, p50 3.1 ms, p99 9.8 ms" */
export const rateFigure = (load: LoadResult) =>
  `${formatNumber(load.perSecond)}/s, p50 ${ms(load.latency.p50)}, p99 ${ms(load.latency.p99)}`;

export const latencyFigure = (load: LoadResult) =>
  `p50 ${ms(load.latency.p50)}, p99 ${ms(load.latency.p99)}`;

/** "n=3200, 2 errors: …" */
export function loadNotes(load: LoadResult): string {
  const parts = [`n=${load.ops} in ${load.seconds.toFixed(1)} s`];
  if (load.errors) parts.push(`${load.errors} errors (${load.firstError ?? ''})`);
  else if (load.firstError) parts.push(load.firstError);
  return parts.join('; ');
}
