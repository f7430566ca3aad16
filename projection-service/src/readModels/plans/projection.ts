import type { PlanEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

export const plansProjector: Projector = {
  name: 'plans',
  // 2: max freeze days.
  version: 3,
  tables: ['plans'],
  handles: ['PlanCreated', 'PlanUpdated', 'PlanDeactivated'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<PlanEvent>;
    const at = e.metadata.occurredAt;
    switch (e.type) {
      case 'PlanCreated':
      case 'PlanUpdated': {
        const row = {
          name: e.data.name,
          description: e.data.description,
          price_paise: e.data.pricePaise,
          duration_days: e.data.durationDays,
          features: JSON.stringify(e.data.features),
          is_active: e.data.isActive,
          max_freeze_days: e.data.maxFreezeDays ?? null,
          admits: JSON.stringify(e.data.admits),
          updated_at: at,
        };
        if (e.type === 'PlanCreated')
          await trx('plans').insert({ id: e.data.planId, ...row, created_at: at });
        else await trx('plans').where({ id: e.data.planId }).update(row);
        return;
      }
      case 'PlanDeactivated':
        await trx('plans')
          .where({ id: e.data.planId })
          .update({ is_active: false, updated_at: at });
        return;
      default: {
        const unhandled: never = e;
        throw new Error(`plans projector cannot apply ${(unhandled as { type: string }).type}`);
      }
    }
  },
};
