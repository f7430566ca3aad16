import { GYM_SETTINGS_STREAM, defaultGymSettings } from '@gym/contracts';
import { gymSettingsDecider } from '@gym/domain';
import type { GymClock } from './clock';
import type { Day } from './days';
import type { StreamAppend } from './memberAppends';
import { createRandom } from './random';
import { StreamRecorder } from './recorder';

/** The seeded gym is GST-registered in Karnataka from before its first sale (18%, inclusive). */
export const SEED_GSTIN = '29ABCDE1234F1ZW';

export function gymSettingsAppend(ctx: { clock: GymClock; day: Day; owner: string }): StreamAppend {
  const random = createRandom('gym-settings');
  const recorder = new StreamRecorder(gymSettingsDecider, ctx.clock, random);
  recorder.record(
    {
      type: 'ChangeGymSettings',
      settings: {
        ...defaultGymSettings(),
        legalName: 'Seed Fitness Private Limited',
        address: '80 Feet Road, Koramangala, Bengaluru 560034',
        gstin: SEED_GSTIN,
        stateCode: '29',
      },
    },
    { day: ctx.day, minute: 10 * 60, actorUserId: ctx.owner, correlationId: random.uuid() },
  );
  return { streamId: GYM_SETTINGS_STREAM, events: recorder.events };
}
