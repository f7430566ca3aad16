import { createHash } from 'node:crypto';
import {
  GYM_SETTINGS_STREAM,
  gymLogoRequest,
  readGymLogo,
  updateGymSettingsRequest,
} from '@gym/contracts';
import { gymSettingsDecider } from '@gym/domain';
import { parse, type Route } from './world';

/** As settings/routes.ts and settings/logoRoutes.ts (the logo's bytes are not kept here). */
export const gymSettingsRoutes: {
  changeGymSettings: Route<'changeGymSettings'>;
  changeGymLogo: Route<'changeGymLogo'>;
} = {
  async changeGymSettings(world, { op, context }) {
    const current = await world.handle.load(gymSettingsDecider, GYM_SETTINGS_STREAM);
    const settings = parse(updateGymSettingsRequest(current.settings), op.body);
    if (!settings) return 'refused by schema';
    await world.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymSettings', settings },
      context,
    );
    return 'done';
  },

  async changeGymLogo(world, { op, context }) {
    let logo = null;
    if (op.body !== null) {
      const request = parse(gymLogoRequest, op.body);
      if (!request) return 'refused by schema';
      const bytes = Buffer.from(request.image, 'base64');
      const read = readGymLogo(bytes);
      if ('problem' in read) return 'refused by schema';
      logo = { sha256: createHash('sha256').update(bytes).digest('hex'), ...read };
    }
    await world.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymLogo', logo },
      context,
    );
    return 'done';
  },
};
