import { randomUUID } from 'node:crypto';
import { createPlanRequest, planStream, updatePlanRequest } from '@gym/contracts';
import { planDecider, planEditOf, planFieldsFrom } from '@gym/domain';
import { parse, pickId, type Route } from './world';

/** As plans/routes.ts. */
export const planRoutes: {
  createPlan: Route<'createPlan'>;
  updatePlan: Route<'updatePlan'>;
  deactivatePlan: Route<'deactivatePlan'>;
} = {
  async createPlan(world, { op, context }) {
    const input = parse(createPlanRequest, op.body);
    if (!input) return 'refused by schema';
    const planId = randomUUID();
    await world.handle(
      planDecider,
      planStream(planId),
      { type: 'CreatePlan', planId, fields: planFieldsFrom(input) },
      context,
    );
    world.plans.push(planId);
    return 'done';
  },

  async updatePlan(world, { op, context }) {
    const planId = pickId(world.plans, op.plan);
    const plan = await world.handle.load(planDecider, planStream(planId));
    if (!plan.exists) return 'refused by rule';
    const input = parse(updatePlanRequest(planEditOf(plan.fields)), op.body);
    if (!input) return 'refused by schema';
    await world.handle(
      planDecider,
      planStream(planId),
      { type: 'UpdatePlan', planId, fields: planFieldsFrom(input) },
      context,
    );
    return 'done';
  },

  async deactivatePlan(world, { op, context }) {
    const planId = pickId(world.plans, op.plan);
    await world.handle(
      planDecider,
      planStream(planId),
      { type: 'DeactivatePlan', planId },
      context,
    );
    return 'done';
  },
};
