import {
  MAIN_BRANCH_ID,
  MAIN_RECEIPT_PREFIX,
  branchStream,
  reservationStream,
  messages,
} from '@gym/contracts';
import { deterministicUuid } from '@gym/command-service';
import { branchDecider, reservationDecider, type BranchFacts } from '@gym/domain';
import type { GymClock } from './clock';
import type { Day } from './days';
import { createRandom, type Random } from './random';
import { StreamRecorder } from './recorder';
import type { StreamAppend } from './memberAppends';

/** A chain's branches in one city: the first is the gym as it was (MAIN_BRANCH_ID). */
const BRANCH_NAMES: readonly (readonly [string, string])[] = [
  ['Koramangala', 'KRM'],
  ['Jayanagar', 'JYN'],
  ['Whitefield', 'WHF'],
  ['HSR Layout', 'HSR'],
  ['Malleshwaram', 'MLS'],
  ['Hebbal', 'HBL'],
  ['Banashankari', 'BSK'],
  ['Yelahanka', 'YLK'],
  ['Electronic City', 'ELC'],
  ['Marathahalli', 'MRH'],
  ['Rajajinagar', 'RJN'],
  ['Basavanagudi', 'BSV'],
  ['Sadashivanagar', 'SDN'],
  ['Frazer Town', 'FRZ'],
  ['Ulsoor', 'ULS'],
  ['Bellandur', 'BLD'],
  ['Sarjapur Road', 'SRJ'],
  ['Hennur', 'HNR'],
  ['Kalyan Nagar', 'KLN'],
  ['Vijayanagar', 'VJN'],
  ['Domlur', 'DML'],
  ['BTM Layout', 'BTM'],
  ['RT Nagar', 'RTN'],
  ['Kengeri', 'KNG'],
];
export const MAX_SEED_BRANCHES = BRANCH_NAMES.length + 1;

/** Share of payments a member makes at a branch other than their own. */
const AWAY_SHARE = 0.03;

export interface SeedBranch extends BranchFacts {
  code: string;
}

export function seedBranchList(count: number): SeedBranch[] {
  const others = BRANCH_NAMES.slice(0, count - 1).map(([name, code]) => ({
    branchId: deterministicUuid(`seed:branch:${code}`),
    name,
    code,
    open: true,
  }));
  return [{ branchId: MAIN_BRANCH_ID, name: 'Main', code: 'MAIN', open: true }, ...others];
}

/** The other branches' openings (and their code reservations); the first is opened at start-up. */
export function branchOpenings(
  branches: readonly SeedBranch[],
  ctx: { clock: GymClock; day: Day; owner: string },
): StreamAppend[] {
  const random = createRandom('branches');
  return branches.slice(1).flatMap((branch) => {
    const at = {
      day: ctx.day,
      minute: 9 * 60,
      actorUserId: ctx.owner,
      correlationId: random.uuid(),
    };
    const reservation = new StreamRecorder(reservationDecider, ctx.clock, random);
    reservation.record(
      {
        type: 'Reserve',
        kind: 'branch-code',
        value: branch.code,
        ownerId: branch.branchId,
        takenMessage: messages.branchCodeTaken,
      },
      at,
    );
    const opened = new StreamRecorder(branchDecider, ctx.clock, random);
    opened.record(
      {
        type: 'OpenBranch',
        branchId: branch.branchId,
        code: branch.code,
        receiptPrefix: branch.code === 'MAIN' ? MAIN_RECEIPT_PREFIX : branch.code,
        details: {
          name: branch.name,
          address: `${branch.name}, Bengaluru`,
          phone: null,
          stateCode: null,
          gstin: null,
          upiId: null,
        },
      },
      at,
    );
    return [
      { streamId: reservationStream('branch-code', branch.code), events: reservation.events },
      { streamId: branchStream(branch.branchId), events: opened.events },
    ];
  });
}

/** Where one member trains and pays: their home branch, now and then another. */
export interface MemberBranches {
  home: SeedBranch;
  /** The branch a payment is received at. */
  paidAt(): SeedBranch;
}

/**
 * Member `index`'s branches, from a random source of its own, so a one-branch history is the same
 * as before branches existed.
 */
export function memberBranches(
  branches: readonly SeedBranch[],
  seed: number,
  index: number,
): MemberBranches {
  const only = branches[0]!;
  if (branches.length === 1) return { home: only, paidAt: () => only };
  const random: Random = createRandom(`${seed}:branch:${index}`);
  const home = branches[random.int(0, branches.length - 1)]!;
  return {
    home,
    paidAt: () =>
      random.chance(AWAY_SHARE) ? branches[random.int(0, branches.length - 1)]! : home,
  };
}
