import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GYM_SETTINGS_STREAM, gymLogoRequest, readGymLogo, type GymBrandDto } from '@gym/contracts';
import { getGymLogo, getGymSettings } from '@gym/projection-service';
import { gymSettingsDecider } from '@gym/domain';
import { publicRoute, requireRole } from '../auth/guards';
import { gymLogoFile } from './logoFiles';
import { apiRouter } from '../http/apiRouter';
import { commandContext } from '../http/commandContext';
import { HttpError, parseRequest } from '../http/errors';
import { rememberWrite } from '../http/readYourWrites';
import type { RouteDeps } from '../http/routeDeps';
import type { GymDetails } from '../receipts/renderReceiptPdf';

const SHA256 = /^[0-9a-f]{64}$/;
const logoPath = (sha256: string) => `/api/gym/logo/${sha256}`;
const LOGO_NOT_FOUND = 'The gym has no such logo';

/** `at`: an instant (a payment's recording) whose logo a receipt shows; now when left out. */
const brandQuery = z.object({ at: z.iso.datetime({ offset: true }).optional() }).strict();

/**
 * The gym as everyone sees it (GET /api/gym: its name and logo, for the sign-in page, the title
 * and receipts, and its time zone, the UI's "today") and the owner's logo upload (PUT/DELETE
 * /api/settings/gym/logo, admin). An upload is checked by its content (a whole PNG or JPEG,
 * bounded), kept by its SHA-256 in `gym_logos`, then a GymLogoChanged event says it is the gym's
 * logo from now on.
 */
export function gymLogoRoutes(deps: RouteDeps, options: { gym: GymDetails }) {
  const router = apiRouter('/api');

  async function brand(at?: string): Promise<GymBrandDto> {
    const [{ settings }, logo] = await Promise.all([
      getGymSettings(deps.db),
      getGymLogo(deps.db, at),
    ]);
    return {
      name: settings.legalName ?? options.gym.name,
      logoUrl: logo ? logoPath(logo.sha256) : null,
      timeZone: deps.timeZone,
    };
  }

  router.get('/gym', publicRoute, async (ctx) => {
    const { at } = parseRequest(brandQuery, ctx.query);
    ctx.body = await brand(at);
  });

  router.get('/gym/logo/:sha256', publicRoute, async (ctx) => {
    const sha256 = ctx.params.sha256 ?? '';
    const file = SHA256.test(sha256) ? await gymLogoFile(deps.db, sha256) : null;
    if (!file) throw new HttpError(404, LOGO_NOT_FOUND);
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });

  router.put('/settings/gym/logo', requireRole('admin'), async (ctx) => {
    const { image } = parseRequest(gymLogoRequest, ctx.request.body);
    const bytes = Buffer.from(image, 'base64');
    const read = readGymLogo(bytes);
    if ('problem' in read) throw new HttpError(400, read.problem, { image: read.problem });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // Written once per content; a failed append below leaves an unused file, never a wrong logo.
    await deps
      .db('gym_logos')
      .insert({ sha256, content_type: read.contentType, bytes })
      .onConflict('sha256')
      .ignore();
    const result = await deps.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymLogo', logo: { sha256, ...read } },
      commandContext(ctx, deps.clock()),
    );
    rememberWrite(ctx, result.position);
    ctx.body = { ...(await brand()), logoUrl: logoPath(sha256) } satisfies GymBrandDto;
  });

  router.delete('/settings/gym/logo', requireRole('admin'), async (ctx) => {
    const result = await deps.handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      { type: 'ChangeGymLogo', logo: null },
      commandContext(ctx, deps.clock()),
    );
    rememberWrite(ctx, result.position);
    ctx.body = { ...(await brand()), logoUrl: null } satisfies GymBrandDto;
  });

  return router;
}
