import { describe, it } from 'vitest';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { messages, type PlanEvent } from '@gym/contracts';
import { planDecider, type PlanFields } from './decider';

const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';
const gold: PlanFields = {
  name: 'Gold',
  description: 'All day access',
  pricePaise: 150_000,
  durationDays: 30,
  features: ['Gym Access', 'Sauna'],
  isActive: true,
  maxFreezeDays: null,
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
