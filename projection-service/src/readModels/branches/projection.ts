import type { BranchEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

export const branchesProjector: Projector = {
  name: 'branches',
  version: 1,
  tables: ['branches'],
  handles: ['BranchOpened', 'BranchDetailsChanged', 'BranchClosed', 'BranchReopened'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<BranchEvent>;
    const at = e.metadata.occurredAt;
    switch (e.type) {
      case 'BranchOpened':
      case 'BranchDetailsChanged': {
        const { data } = e;
        const details = {
          name: data.name,
          address: data.address,
          phone: data.phone,
          state_code: data.stateCode,
          gstin: data.gstin,
          upi_id: data.upiId,
          updated_at: at,
        };
        if (e.type === 'BranchOpened')
          await trx('branches')
            .insert({
              id: e.data.branchId,
              code: e.data.code,
              receipt_prefix: e.data.receiptPrefix,
              ...details,
              open: true,
              created_at: at,
            })
            .onConflict('id')
            .ignore();
        else await trx('branches').where({ id: data.branchId }).update(details);
        return;
      }
      case 'BranchClosed':
      case 'BranchReopened':
        await trx('branches')
          .where({ id: e.data.branchId })
          .update({ open: e.type === 'BranchReopened', updated_at: at });
        return;
      default: {
        const unhandled: never = e;
        throw new Error(`branches projector cannot apply ${(unhandled as { type: string }).type}`);
      }
    }
  },
};
