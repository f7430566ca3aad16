import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  createPlanRequest,
  messages,
  planStream,
  updatePlanRequest,
  formatMoney,
  type PlanDto,
  type PlanEvent,
  idsFilter,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import { PLAN_SORT_FIELDS, getPlan, listPlans } from '@gym/projection-service';
import { planDecider, planEditOf, planFieldsFrom, type PlanState } from '@gym/domain';
import { currentUser, requireRole, requireUser } from '../auth/guards';
import type { CommandHandler, CommandResult } from '../commands/handleCommand';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, searchText, sendList } from '../http/listParams';
import { rememberWrite } from '../http/readYourWrites';

const RESOURCE = 'subscription-plans';

const planFilter = z
  .object({
    q: searchText(),
    isActive: z.boolean().optional(),
    id: idsFilter(),
  })
  .strict();

const planId = z.uuid();

function planIdParam(raw: string | undefined): string {
  const parsed = planId.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, messages.planNotFound);
  return parsed.data;
}

/** The plan as this command left it; the read model catches up for the next read. */
function planResponse(id: string, result: CommandResult<PlanEvent, PlanState>): PlanDto {
  if (!result.state.exists) throw new HttpError(404, messages.planNotFound);
  const f = result.state.fields;
  return {
    id,
    name: f.name,
    description: f.description,
    price: formatMoney(f.pricePaise),
    duration: f.durationDays,
    features: f.features,
    isActive: f.isActive,
    maxFreezeDays: f.maxFreezeDays,
    admits: f.admits,
    createdAt: result.createdAt.toISOString(),
    updatedAt: result.updatedAt.toISOString(),
  };
}

export function planRoutes(deps: { db: Db; handle: CommandHandler }) {
  const router = apiRouter(`/api/${RESOURCE}`);

  router.get('/', requireUser, async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: PLAN_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'ASC' },
      filter: planFilter,
    });
    // Members see only the plans on offer.
    if (currentUser(ctx).role === 'member') query.filter.isActive = true;
    sendList(ctx, RESOURCE, query, await listPlans(deps.db, query));
  });

  router.get('/:id', requireUser, async (ctx) => {
    const plan = await getPlan(deps.db, planIdParam(ctx.params.id));
    if (!plan || (currentUser(ctx).role === 'member' && !plan.isActive)) {
      throw new HttpError(404, messages.planNotFound);
    }
    ctx.body = plan;
  });

  router.post('/', requireRole('admin'), async (ctx) => {
    const input = parseRequest(createPlanRequest, ctx.request.body);
    const id = randomUUID();
    const result = await deps.handle(
      planDecider,
      planStream(id),
      { type: 'CreatePlan', planId: id, fields: planFieldsFrom(input) },
      commandContext(ctx),
    );
    rememberWrite(ctx, result.position);
    ctx.status = 201;
    ctx.body = planResponse(id, result);
  });

  router.put('/:id', requireRole('admin'), async (ctx) => {
    const id = planIdParam(ctx.params.id);
    const plan = await deps.handle.load(planDecider, planStream(id));
    if (!plan.exists) throw new HttpError(404, messages.planNotFound);
    const input = parseRequest(updatePlanRequest(planEditOf(plan.fields)), ctx.request.body);
    const result = await deps.handle(
      planDecider,
      planStream(id),
      { type: 'UpdatePlan', planId: id, fields: planFieldsFrom(input) },
      commandContext(ctx),
    );
    rememberWrite(ctx, result.position);
    ctx.body = planResponse(id, result);
  });

  // DELETE deactivates: a plan members once bought stays in the record.
  router.delete('/:id', requireRole('admin'), async (ctx) => {
    const id = planIdParam(ctx.params.id);
    const result = await deps.handle(
      planDecider,
      planStream(id),
      { type: 'DeactivatePlan', planId: id },
      commandContext(ctx),
    );
    rememberWrite(ctx, result.position);
    ctx.body = planResponse(id, result);
  });

  return router;
}
