import type { GymSettingsEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

export const gymSettingsProjector: Projector = {
  name: 'gym-settings',
  version: 1,
  tables: ['gym_settings_changes', 'gym_logo_changes'],
  handles: ['GymSettingsChanged', 'GymLogoChanged'],
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
      case 'GymLogoChanged':
        await trx('gym_logo_changes').insert({
          revision: e.revision.toString(),
          occurred_at: e.metadata.occurredAt,
          sha256: e.data.logo?.sha256 ?? null,
          content_type: e.data.logo?.contentType ?? null,
        });
        return;
      default: {
        const unhandled: never = e;
        throw new Error(
          `gym-settings projector cannot apply ${(unhandled as { type: string }).type}`,
        );
      }
    }
  },
};
