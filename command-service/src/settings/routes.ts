import { GYM_SETTINGS_STREAM, gymSettingsDto, updateGymSettingsRequest } from '@gym/contracts';
import { getGymSettings } from '@gym/projection-service';
import { gymSettingsDecider } from '@gym/domain';
import { requireRole } from '../auth/guards';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import { parseRequest } from '../http/errors';
import { rememberWrite } from '../http/readYourWrites';
import type { RouteDeps } from '../http/routeDeps';
import type { GymDetails } from '../receipts/renderReceiptPdf';

/**
 * GET /api/settings/gym (admin, staff: the front desk needs the UPI ID), PUT (admin): the gym's
 * legal name, address, GST registration and UPI ID. Each change is a GymSettingsChanged event.
 */
export function gymSettingsRoutes(deps: RouteDeps, options: { gym: GymDetails }) {
  const router = apiRouter('/api/settings/gym');
  const fallbacks = {
    legalName: options.gym.name,
    address: options.gym.address,
    phone: options.gym.phone || null,
  };

  router.get('/', requireRole('admin', 'branch_manager', 'staff'), async (ctx) => {
    const { settings, changedAt } = await getGymSettings(deps.db);
    ctx.body = gymSettingsDto(settings, changedAt, fallbacks);
  });

  router.put('/', requireRole('admin'), async (ctx) => {
    const current = await deps.handle.load(gymSettingsDecider, GYM_SETTINGS_STREAM);
    const settings = parseRequest(updateGymSettingsRequest(current.settings), ctx.request.body);
    const result = await deps.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymSettings', settings },
      commandContext(ctx, deps.clock()),
    );
    rememberWrite(ctx, result.position);
    ctx.body = gymSettingsDto(result.state.settings, result.updatedAt.toISOString(), fallbacks);
  });

  return router;
}
