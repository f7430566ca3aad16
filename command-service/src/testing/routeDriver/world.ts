import { randomUUID } from 'node:crypto';
import { MAIN_BRANCH_ID } from '@gym/contracts';
import type { z } from 'zod';
import type { CommandContext, CommandHandler } from '../../commands/handleCommand';
import { createReservations, type Reservations } from '../../reservations/reservations';
import type { Op } from '../commandOps';

export type Outcome = 'refused by schema' | 'refused by rule' | 'done';

/** What one run has created so far (ops name their targets by index), and how it acts. */
export interface World {
  handle: CommandHandler;
  reservations: Reservations;
  timeZone: string;
  plans: string[];
  members: string[];
  memberships: string[];
  /** Memberships a freeze went through for: an unfreeze aims at these, so it is tried often. */
  frozen: string[];
  payments: { id: string; membershipId: string; branchId: string }[];
  /** The first branch (open before it is written, as at start-up), then those opened. */
  branches: string[];
  expenses: string[];
  expenseCategories: string[];
  recurringExpenses: string[];
}

export interface Request<K extends Op['kind']> {
  op: Extract<Op, { kind: K }>;
  context: CommandContext;
  /** The gym's calendar date at the request's time. */
  today: string;
}

export type Route<K extends Op['kind']> = (world: World, request: Request<K>) => Promise<Outcome>;

export function createWorld(handle: CommandHandler, timeZone: string): World {
  return {
    handle,
    reservations: createReservations(handle),
    timeZone,
    plans: [],
    members: [],
    memberships: [],
    frozen: [],
    payments: [],
    branches: [MAIN_BRANCH_ID],
    expenses: [],
    expenseCategories: [],
    recurringExpenses: [],
  };
}

/** The parsed request, or null where the route would answer 400. */
export function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
  const result = schema.safeParse(body);
  return result.success ? result.data : null;
}

/** The `index`th of `list` (wrapping round); -1 or an empty list is an id nothing has. */
export const pickId = (list: readonly string[], index: number) =>
  index < 0 || list.length === 0 ? randomUUID() : list[index % list.length]!;
