import {
  MAIN_BRANCH_ID,
  MAIN_RECEIPT_PREFIX,
  branchStream,
  readDomainEvent,
  receiptCounterStream,
  type BranchEvent,
  type EventStore,
} from '@gym/contracts';
import { branchDecider, type SeriesBranch } from '@gym/domain';

/** A branch's receipt series: its numbers' prefix and the code its counter streams carry. */
export interface BranchSeries extends SeriesBranch {
  /** Null for the first branch, whose counter streams are those of the gym before branches. */
  code: string | null;
}

export const counterStreamOf = (series: BranchSeries, financialYear: string) =>
  receiptCounterStream(financialYear, series.code);

/**
 * Each branch's series, from its stream (`BranchOpened`), read once per process: a branch's code
 * and prefix never change. The first branch's prefix is RCP until its `BranchOpened` says so (a
 * gym as it was before branches). A branch that has not opened has no series: an error, retried,
 * as its `BranchOpened` precedes its payments in the log.
 */
export function createBranchSeries() {
  const known = new Map<string, BranchSeries>();

  async function load(store: EventStore, branchId: string): Promise<BranchSeries> {
    const events = await store.readStream(branchStream(branchId));
    const state = events
      .map((e) => readDomainEvent(e.type, e.data, e.streamId) as BranchEvent)
      .reduce(branchDecider.evolve, branchDecider.initialState());
    if (branchId === MAIN_BRANCH_ID) {
      return {
        branchId,
        code: null,
        prefix: state.exists ? state.receiptPrefix : MAIN_RECEIPT_PREFIX,
      };
    }
    if (!state.exists)
      throw new Error(`branch ${branchId} has no receipt series: it has not opened`);
    return { branchId, code: state.code, prefix: state.receiptPrefix };
  }

  return async function seriesOfBranch(store: EventStore, branchId: string): Promise<BranchSeries> {
    const cached = known.get(branchId);
    if (cached) return cached;
    const series = await load(store, branchId);
    known.set(branchId, series);
    return series;
  };
}

export type BranchSeriesOf = ReturnType<typeof createBranchSeries>;
