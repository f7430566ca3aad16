import {
  DomainError,
  messages,
  type CreatePlanRequest,
  type PlanAdmits,
  type PlanEvent,
  type UpdatePlanRequest,
} from '@gym/contracts';
import type { StreamDecider } from '../decider';
import type { PlanFacts } from '../facts';

export interface PlanFields {
  name: string;
  description: string | null;
  pricePaise: number;
  durationDays: number;
  features: string[];
  isActive: boolean;
  /** Most freeze days per membership; null: no limit. */
  maxFreezeDays: number | null;
  /** Where its memberships admit. */
  admits: PlanAdmits;
}

export type PlanState = { exists: false } | { exists: true; planId: string; fields: PlanFields };

export type PlanCommand =
  | { type: 'CreatePlan'; planId: string; fields: PlanFields }
  | { type: 'UpdatePlan'; planId: string; fields: PlanFields }
  | { type: 'DeactivatePlan'; planId: string };

const sameFields = (a: PlanFields, b: PlanFields) =>
  a.name === b.name &&
  a.description === b.description &&
  a.pricePaise === b.pricePaise &&
  a.durationDays === b.durationDays &&
  a.isActive === b.isActive &&
  a.maxFreezeDays === b.maxFreezeDays &&
  JSON.stringify(a.admits) === JSON.stringify(b.admits) &&
  a.features.join('\n') === b.features.join('\n');

export const planDecider: StreamDecider<PlanCommand, PlanEvent, PlanState> = {
  // 2: max freeze days; 3: where it admits.
  snapshot: { kind: 'plan', version: 3 },
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'PlanCreated':
      case 'PlanUpdated': {
        const { planId, maxFreezeDays, ...fields } = event.data;
        return {
          exists: true,
          planId,
          fields: { ...fields, maxFreezeDays: maxFreezeDays ?? null },
        };
      }
      case 'PlanDeactivated':
        return state.exists ? { ...state, fields: { ...state.fields, isActive: false } } : state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreatePlan':
        if (state.exists) throw new DomainError('conflict', messages.planExists);
        return [{ type: 'PlanCreated', data: { planId: command.planId, ...command.fields } }];
      case 'UpdatePlan':
        if (!state.exists) throw new DomainError('not_found', messages.planNotFound);
        if (sameFields(state.fields, command.fields)) return [];
        return [{ type: 'PlanUpdated', data: { planId: command.planId, ...command.fields } }];
      case 'DeactivatePlan':
        if (!state.exists) throw new DomainError('not_found', messages.planNotFound);
        if (!state.fields.isActive) return [];
        return [{ type: 'PlanDeactivated', data: { planId: command.planId } }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** What a new membership is sold on: the plan's terms as they are now (null: no such plan). */
export function planFacts(state: PlanState): PlanFacts | null {
  if (!state.exists) return null;
  const { name, pricePaise, durationDays, isActive, admits } = state.fields;
  return { planId: state.planId, name, pricePaise, durationDays, isActive, admits };
}

/**
 * A create or edit request's plan fields; a new plan admits at the member's home branch unless it
 * says.
 */
export const planFieldsFrom = (input: UpdatePlanRequest | CreatePlanRequest): PlanFields => ({
  name: input.name,
  description: input.description,
  pricePaise: input.price,
  durationDays: input.duration,
  features: input.features,
  isActive: input.isActive,
  maxFreezeDays: input.maxFreezeDays ?? null,
  admits: input.admits ?? { kind: 'home' },
});

/** The plan's fields as an edit carries them: what a PUT leaves out keeps these. */
export const planEditOf = (fields: PlanFields): UpdatePlanRequest => ({
  name: fields.name,
  description: fields.description,
  price: fields.pricePaise,
  duration: fields.durationDays,
  features: fields.features,
  isActive: fields.isActive,
  maxFreezeDays: fields.maxFreezeDays,
  admits: fields.admits,
});
