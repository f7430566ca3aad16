import { describe, expect, it } from 'vitest';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { admitsHome } from '../../../scripts/test/sampleMember';
import { createPlanRequest, messages, updatePlanRequest, type PlanEvent } from '@gym/contracts';
import { planDecider, planEditOf, planFieldsFrom, type PlanFields } from './decider';

const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';
const gold: PlanFields = {
  name: 'Gold',
  description: 'All day access',
  pricePaise: 150_000,
  durationDays: 30,
  features: ['Gym Access', 'Sauna'],
  isActive: true,
  maxFreezeDays: null,
  admits: admitsHome,
};

const given = specFor(planDecider);

const created: PlanEvent = { type: 'PlanCreated', data: { planId, ...gold } };

describe('plan decider', () => {
  it('creates a plan that does not exist yet', () => {
    given([]).when({ type: 'CreatePlan', planId, fields: gold }).then([created]);
  });

  it('refuses to create a plan twice', () => {
    given([created])
      .when({ type: 'CreatePlan', planId, fields: gold })
      .thenRefuses('conflict', messages.planExists);
  });

  it('records an update with the new fields', () => {
    const fields = { ...gold, pricePaise: 180_000, features: ['Gym Access'] };
    given([created])
      .when({ type: 'UpdatePlan', planId, fields })
      .then([{ type: 'PlanUpdated', data: { planId, ...fields } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    given([created]).when({ type: 'UpdatePlan', planId, fields: gold }).then([]);
  });

  it('refuses to update or deactivate a plan that does not exist', () => {
    given([])
      .when({ type: 'UpdatePlan', planId, fields: gold })
      .thenRefuses('not_found', messages.planNotFound);
    given([])
      .when({ type: 'DeactivatePlan', planId })
      .thenRefuses('not_found', messages.planNotFound);
  });

  it('deactivates an active plan once; deactivating again records nothing', () => {
    const deactivated: PlanEvent = { type: 'PlanDeactivated', data: { planId } };
    given([created]).when({ type: 'DeactivatePlan', planId }).then([deactivated]);
    given([created, deactivated]).when({ type: 'DeactivatePlan', planId }).then([]);
  });

  it('reactivates a deactivated plan through an update', () => {
    given([created, { type: 'PlanDeactivated', data: { planId } }])
      .when({ type: 'UpdatePlan', planId, fields: gold })
      .then([{ type: 'PlanUpdated', data: { planId, ...gold } }]);
  });
});

describe('plan decider: where a plan admits', () => {
  const koramangala = '3c5e7a91-2b4d-4f60-8a1c-0d2e4f6a8b10';

  it('records an update that changes only where the plan admits, and nothing when it is the same', () => {
    const fields: PlanFields = { ...gold, admits: { kind: 'branches', branchIds: [koramangala] } };
    given([created])
      .when({ type: 'UpdatePlan', planId, fields })
      .then([{ type: 'PlanUpdated', data: { planId, ...fields } }]);
    given([created, { type: 'PlanUpdated', data: { planId, ...fields } }])
      .when({ type: 'UpdatePlan', planId, fields: { ...fields } })
      .then([]);
    given([created])
      .when({ type: 'UpdatePlan', planId, fields: { ...gold, admits: { kind: 'all' } } })
      .then([{ type: 'PlanUpdated', data: { planId, ...gold, admits: { kind: 'all' } } }]);
  });

  it("admits at the member's home branch when a new plan does not say; an edit keeps what it was", () => {
    const input = createPlanRequest.parse({
      name: 'Gold',
      price: '1500',
      duration: 30,
      features: [],
    });
    expect(planFieldsFrom(input).admits).toEqual({ kind: 'home' });
    const all = planEditOf({ ...gold, admits: { kind: 'all' } });
    const edit = (body: unknown) => planFieldsFrom(updatePlanRequest(all).parse(body));
    expect(edit({ name: 'Gold Plus' })).toMatchObject({
      name: 'Gold Plus',
      admits: { kind: 'all' },
    });
    expect(edit({ admits: { kind: 'branches', branchIds: [koramangala] } }).admits).toEqual({
      kind: 'branches',
      branchIds: [koramangala],
    });
  });
});
