import {
  isCalendarDate,
  isValidTimeZone,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import { deterministicUuid } from '@gym/command-service';
import type { SeedStaff } from './membershipEvents';
import type { SeedProgress } from './progress';
import { MAX_SEED_BRANCHES } from './branches';

export interface SeedOptions {
  store: EventStore;
  members: number;
  /** PaymentRecorded events in all (voided entries included). */
  payments: number;
  /** How far back the history goes (default 3); ignored with `currentYearOnly`. */
  years?: number;
  /** The same seed (and today) gives the same events, ids included. Default 1. */
  randomSeed?: number;
  /** "YYYY-MM-DD", the gym's today; default the real date in `timeZone`. */
  today?: string;
  /** Default Asia/Kolkata. */
  timeZone?: string;
  /** Everything within the current financial year (1 April to today). */
  currentYearOnly?: boolean;
  /** Branches the members are spread over (default 1: the gym as it was). */
  branches?: number;
  /** Members whose appends run at once (default 8). */
  concurrency?: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedSummary {
  events: number;
  appends: number;
  members: number;
  memberships: number;
  payments: number;
  seconds: number;
  /** The log position of the last event written (null when nothing was): numbering catches up to it. */
  lastPosition: GlobalPosition | null;
}

/** What the seed refuses, in one line: a bad option, or data already there. */
export class SeedError extends Error {}

/** The users the seeded events name as actors (no such accounts exist; the audit trail says "unknown"). */
export const SEED_STAFF: SeedStaff = {
  frontDesk: deterministicUuid('seed:front-desk'),
  owner: deterministicUuid('seed:owner'),
};

/** More payments per member than this makes no sense for a gym (and may not fit the memberships). */
export const MAX_PAYMENTS_PER_MEMBER = 100;

/** Throws SeedError naming the first bad option. */
export function validateSeedOptions(options: Omit<SeedOptions, 'store'>) {
  const integer = (name: string, value: number, min: number, max: number) => {
    if (!Number.isSafeInteger(value) || value < min || value > max)
      throw new SeedError(`${name} must be a whole number from ${min} to ${max} (got ${value})`);
  };
  integer('members', options.members, 1, 10_000_000);
  integer('payments', options.payments, 0, options.members * MAX_PAYMENTS_PER_MEMBER);
  integer('years', options.years ?? 3, 1, 30);
  integer('seed', options.randomSeed ?? 1, 0, Number.MAX_SAFE_INTEGER);
  integer('concurrency', options.concurrency ?? 8, 1, 256);
  integer('branches', options.branches ?? 1, 1, MAX_SEED_BRANCHES);
  if (options.timeZone !== undefined && !isValidTimeZone(options.timeZone))
    throw new SeedError(`time zone ${options.timeZone} is not an IANA time zone`);
  if (options.today !== undefined && !isCalendarDate(options.today))
    throw new SeedError(`today must be a date as YYYY-MM-DD (got ${options.today})`);
}
