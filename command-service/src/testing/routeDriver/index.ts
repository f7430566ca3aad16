import { randomUUID } from 'node:crypto';
import { DomainError } from '@gym/contracts';
import type { CommandHandler } from '../../commands/handleCommand';
import { todayIn } from '../../http/params';
import type { Op, Step } from '../commandOps';
import { memberRoutes } from './members';
import { membershipRoutes } from './memberships';
import { paymentRoutes } from './payments';
import { planRoutes } from './plans';
import { gymSettingsRoutes } from './settings';
import { branchRoutes } from './branches';
import { dayCloseRoutes } from './dayClose';
import { expenseRoutes } from './expenses';
import { createWorld, type Outcome, type Route } from './world';

export type { Outcome };

const routes: { [K in Op['kind']]: Route<K> } = {
  ...planRoutes,
  ...memberRoutes,
  ...membershipRoutes,
  ...paymentRoutes,
  ...gymSettingsRoutes,
  ...branchRoutes,
  ...dayCloseRoutes,
  ...expenseRoutes,
};

/**
 * Runs raw requests the way the routes do: the request schema first (a refusal is a 400), then
 * the command built from the parsed input and the loaded states, through the deciders (a
 * DomainError is a 4xx). Anything else thrown, such as an event its schema refuses, would be a
 * 500: it fails the caller.
 */
export function createRouteDriver(handle: CommandHandler, timeZone: string) {
  const world = createWorld(handle, timeZone);
  const actorUserId = randomUUID();

  return async function run({ op, now }: Step): Promise<Outcome> {
    const context = { actorUserId, correlationId: randomUUID(), now };
    // TypeScript cannot tie routes[op.kind] to op's own kind; the table's type does.
    const route = routes[op.kind] as Route<Op['kind']>;
    try {
      return await route(world, { op, context, today: todayIn(timeZone, now) });
    } catch (error) {
      if (error instanceof DomainError) return 'refused by rule';
      throw error;
    }
  };
}
