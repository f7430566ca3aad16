import type { DayCloseEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

/** One close of a branch's day: its stream revision keeps a re-close apart from the first. */
export const dayCloseRowId = (branchId: string, day: string, revision: bigint) =>
  `${branchId}_${day}_${String(revision).padStart(6, '0')}`;

/**
 * Every close of a branch's day is a row of its own: a reopen marks the close it reopened, and a
 * close after it is a new row, so a shortage closed and then corrected stays in the report.
 */
export const dayClosesProjector: Projector = {
  name: 'day_closes',
  version: 2,
  tables: ['day_closes'],
  handles: ['DayClosed', 'DayReopened'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<DayCloseEvent>;
    const at = e.metadata.occurredAt;
    switch (e.type) {
      case 'DayClosed': {
        const d = e.data;
        const lines = { cash: d.cash, card: d.card, upi: d.upi, bank_transfer: d.bankTransfer };
        const row = {
          id: dayCloseRowId(d.branchId, d.day, e.revision),
          branch_id: d.branchId,
          day: d.day,
          status: 'closed',
          closed_by: e.metadata.actorUserId,
          closed_at: at,
          opening_float_paise: d.openingFloatPaise,
          ...Object.fromEntries(
            Object.entries(lines).flatMap(([name, line]) => [
              [`${name}_expected_paise`, line.expectedPaise],
              [`${name}_counted_paise`, line.countedPaise],
              [`${name}_difference_paise`, line.differencePaise],
              [`${name}_reason`, line.reason],
            ]),
          ),
          total_difference_paise: Object.values(lines).reduce(
            (sum, line) => sum + line.differencePaise,
            0,
          ),
          denominations: d.denominations === null ? null : JSON.stringify(d.denominations),
          banked_paise: d.bankedPaise,
          float_left_paise: d.floatLeftPaise,
          reopened_by: null,
          reopened_at: null,
          reopen_reason: null,
        };
        await trx('day_closes').insert(row).onConflict('id').merge();
        return;
      }
      case 'DayReopened':
        await trx('day_closes')
          .where({ branch_id: e.data.branchId, day: e.data.day, status: 'closed' })
          .update({
            status: 'reopened',
            reopened_by: e.metadata.actorUserId,
            reopened_at: at,
            reopen_reason: e.data.reason,
          });
        return;
      default: {
        const unhandled: never = e;
        throw new Error(
          `day_closes projector cannot apply ${(unhandled as { type: string }).type}`,
        );
      }
    }
  },
};
