import { DomainError, branchStream, type EventStore, type GlobalPosition } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { branchDecider } from '@gym/domain';
import { createCommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { deterministicUuid } from '../http/params';
import { createReservations } from '../reservations/reservations';
import { openNewBranch } from './branchCommands';

/** The demo's second branch: a chain's switcher, branch columns and reports to try. */
export const DEMO_BRANCH = {
  branchId: deterministicUuid('demo-branch:KRM'),
  code: 'KRM',
  details: {
    name: 'Koramangala',
    address: '80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    phone: '+91 80 4123 4567',
    stateCode: '29',
    gstin: null,
    upiId: null,
  },
};

/**
 * Opens the demo's second branch once (`npm start` with demo accounts). A code taken by the
 * owner's own branch leaves the demo with one branch.
 */
export async function ensureDemoBranch(deps: {
  store: EventStore;
  db: Db;
  logger: Logger;
}): Promise<GlobalPosition | null> {
  const handle = createCommandHandler({
    store: deps.store,
    snapshots: createSnapshotStore(deps.db),
  });
  if ((await handle.load(branchDecider, branchStream(DEMO_BRANCH.branchId))).exists) return null;
  const context = {
    actorUserId: null,
    correlationId: deterministicUuid('demo-branch'),
    now: new Date(),
  };
  try {
    const result = await openNewBranch(
      { handle, reservations: createReservations(handle) },
      { ...DEMO_BRANCH, receiptPrefix: DEMO_BRANCH.code },
      context,
    );
    return result.events.length ? result.position : null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    deps.logger.info({ err: error }, 'demo branch not opened');
    return null;
  }
}
