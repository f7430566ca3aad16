import { GYM_SETTINGS_STREAM, updateGymSettingsRequest } from '@gym/contracts';
import { gymSettingsDecider } from '../../settings/decider';
import { parse, type Route } from './world';

/** As settings/routes.ts. */
export const gymSettingsRoutes: { changeGymSettings: Route<'changeGymSettings'> } = {
  async changeGymSettings(world, { op, context }) {
    const settings = parse(updateGymSettingsRequest, op.body);
    if (!settings) return 'refused by schema';
    await world.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymSettings', settings },
      context,
    );
    return 'done';
  },
};
