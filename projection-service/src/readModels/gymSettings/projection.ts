import type { GymSettingsEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

export const gymSettingsProjector: Projector = {
  name: 'gym-settings',
  version: 1,
  tables: ['gym_settings_changes'],
  handles: ['GymSettingsChanged'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<GymSettingsEvent>;
    switch (e.type) {
      case 'GymSettingsChanged':
        await trx('gym_settings_changes').insert({
          revision: e.revision.toString(),
          occurred_at: e.metadata.occurredAt,
          actor_user_id: e.metadata.actorUserId,
          settings: JSON.stringify(e.data),
        });
        return;
      default: {
        const unhandled: never = e.type;
        throw new Error(`gym-settings projector cannot apply ${String(unhandled)}`);
      }
    }
  },
};
