export interface SeedProgress {
  events: number;
  appends: number;
  members: number;
  memberships: number;
  payments: number;
  /** What was asked for. */
  totalMembers: number;
  totalPayments: number;
  seconds: number;
  eventsPerSecond: number;
  /** Seconds still to go, estimated from the members and payments done so far; null at first. */
  etaSeconds: number | null;
}

export type SeedCounts = Pick<
  SeedProgress,
  'events' | 'appends' | 'members' | 'memberships' | 'payments'
>;

/** Counts what has been appended and reports it every `everyMs` (and once at the end). */
export class ProgressTracker {
  readonly counts: SeedCounts = { events: 0, appends: 0, members: 0, memberships: 0, payments: 0 };
  private readonly started = performance.now();
  private lastReport = 0;

  constructor(
    private readonly totals: { members: number; payments: number },
    private readonly onProgress: ((p: SeedProgress) => void) | undefined,
    private readonly everyMs = 1000,
  ) {}

  get seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  snapshot(): SeedProgress {
    const seconds = this.seconds;
    const { members, payments } = this.totals;
    // A member's own streams are about two events and a payment about two and a half (with
    // its share of memberships and expiries): weigh what is done by that.
    const work = 2 * members + 2.5 * payments;
    const done = work === 0 ? 1 : (2 * this.counts.members + 2.5 * this.counts.payments) / work;
    return {
      ...this.counts,
      totalMembers: members,
      totalPayments: payments,
      seconds,
      eventsPerSecond: seconds > 0 ? this.counts.events / seconds : 0,
      etaSeconds: done > 0.002 ? (seconds * (1 - done)) / done : null,
    };
  }

  tick(force = false) {
    if (!this.onProgress) return;
    const now = performance.now();
    if (!force && now - this.lastReport < this.everyMs) return;
    this.lastReport = now;
    this.onProgress(this.snapshot());
  }
}

/** "1,234,567 events · 21,345 events/s · members 12,000/100,000 · payments … · eta 1m 05s". */
export function formatProgress(p: SeedProgress): string {
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const eta =
    p.etaSeconds === null
      ? '…'
      : `${Math.floor(p.etaSeconds / 60)}m ${String(Math.round(p.etaSeconds % 60)).padStart(2, '0')}s`;
  return `${n(p.events)} events · ${n(p.eventsPerSecond)} events/s · members ${n(p.members)}/${n(p.totalMembers)} · payments ${n(p.payments)}/${n(p.totalPayments)} · eta ${eta}`;
}
