import {
  GYM_SETTINGS_STREAM,
  MAIN_BRANCH_CODE,
  MAIN_BRANCH_ID,
  MAIN_RECEIPT_PREFIX,
  branchEventSchemas,
  branchStream,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { branchDecider, gymSettingsDecider } from '@gym/domain';
import { createCommandHandler, type CommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { deterministicUuid } from '../http/params';
import { createReservations } from '../reservations/reservations';
import { openNewBranch, type NewBranch } from './branchCommands';

const branchName = branchEventSchemas.BranchOpened.shape.name;
const NAME_MAX = 100;

/** The first name that makes a branch name (cut to its length): the legal name, GYM_NAME, "Main". */
function firstBranchName(candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const name = Array.from(candidate?.trim() ?? '')
      .slice(0, NAME_MAX)
      .join('')
      .trim();
    if (name && branchName.safeParse(name).success) return name;
  }
  return 'Main';
}

/**
 * Opens the first branch on a gym that has none (an upgrade, or a new install): every event
 * written before branches already reads as it. A restart finds it open and appends nothing; two
 * processes starting at once are kept apart by the streams' revisions, and the one that loses
 * finds it open on its retry.
 */
export async function ensureMainBranch(deps: {
  store: EventStore;
  db: Db;
  logger: Logger;
  /** GYM_NAME: the name when the gym's settings have no legal name. */
  gymName: string;
}): Promise<GlobalPosition | null> {
  const position = await openAtStartUp(deps, MAIN_BRANCH_ID, async (handle) => {
    const { settings } = await handle.load(gymSettingsDecider, GYM_SETTINGS_STREAM);
    return {
      code: MAIN_BRANCH_CODE,
      receiptPrefix: MAIN_RECEIPT_PREFIX,
      details: {
        name: firstBranchName([settings.legalName, deps.gymName]),
        address: null,
        phone: null,
        stateCode: null,
        gstin: null,
        upiId: null,
      },
    };
  });
  if (position) deps.logger.info({ branchId: MAIN_BRANCH_ID }, 'first branch opened');
  return position;
}

/**
 * Opens a branch that start-up provides (the first; the demo's second) unless its stream exists:
 * the position of its opening, or null when it was already open.
 */
export async function openAtStartUp(
  deps: { store: EventStore; db: Db },
  branchId: string,
  describe: (handle: CommandHandler) => Promise<Omit<NewBranch, 'branchId'>>,
): Promise<GlobalPosition | null> {
  const handle = createCommandHandler({
    store: deps.store,
    snapshots: createSnapshotStore(deps.db),
  });
  if ((await handle.load(branchDecider, branchStream(branchId))).exists) return null;
  const context = {
    actorUserId: null,
    correlationId: deterministicUuid(`open-branch:${branchId}`),
    now: new Date(),
  };
  const result = await openNewBranch(
    { handle, reservations: createReservations(handle) },
    { branchId, ...(await describe(handle)) },
    context,
  );
  return result.events.length ? result.position : null;
}
