import type { DayCloseEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

export const dayCloseRowId = (branchId: string, day: string) => `${branchId}_${day}`;

/** A branch's day as last closed; a reopen marks the row, a close after it replaces it. */
export const dayClosesProjector: Projector = {
  name: 'day_closes',
  version: 1,
  tables: ['day_closes'],
  handles: ['DayClosed', 'DayReopened'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<DayCloseEvent>;
    const at = e.metadata.occurredAt;
    const id = dayCloseRowId(e.data.branchId, e.data.day);
    switch (e.type) {
      case 'DayClosed': {
        const d = e.data;
        const lines = { cash: d.cash, card: d.card, upi: d.upi, bank_transfer: d.bankTransfer };
        const row = {
          id,
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
        await trx('day_closes').where({ id }).update({
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
