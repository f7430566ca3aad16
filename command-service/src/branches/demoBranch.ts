import { DomainError, type EventStore, type GlobalPosition } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { deterministicUuid } from '../http/params';
import { openAtStartUp } from './mainBranch';

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
  const { branchId, ...branch } = DEMO_BRANCH;
  try {
    return await openAtStartUp(deps, branchId, async () => ({
      ...branch,
      receiptPrefix: branch.code,
    }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    deps.logger.info({ err: error }, 'demo branch not opened');
    return null;
  }
}
