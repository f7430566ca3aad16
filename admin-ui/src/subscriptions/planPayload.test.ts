import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { createPlanRequest } from '@gym/contracts';
import {
  admitsFormValues,
  admitsOf,
  formatPriceInput,
  planResolver,
  toPlanRequest,
} from './planPayload';
import type { PlanFormValues } from './types';

const BRANCH = '00000000-0000-4000-8000-0000000b0001';
const GOLD: PlanFormValues = {
  name: 'Gold',
  description: '',
  price: 4000,
  duration: 30,
  features: [],
  isActive: true,
};

describe('formatPriceInput', () => {
  it('shows whole rupees without ".00" and paise with two decimals', () => {
    expect(formatPriceInput('4000.00')).toBe('4000');
    expect(formatPriceInput(4000)).toBe('4000');
    expect(formatPriceInput('4000.50')).toBe('4000.50');
    expect(formatPriceInput(4000.5)).toBe('4000.50');
  });

  it('leaves empty and odd values as they are', () => {
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(undefined)).toBe('');
    expect(formatPriceInput('')).toBe('');
    expect(formatPriceInput(4000.555)).toBe('4000.555');
  });
});

describe('toPlanRequest', () => {
  it('still sends the price as a decimal string', () => {
    const body = toPlanRequest({
      name: 'Gold',
      description: '',
      price: 4000,
      duration: 30,
      features: [],
      isActive: true,
    } as never);
    expect(body.price).toBe('4000.00');
  });
});

describe('where a plan admits', () => {
  it('is left out when the form has no such question (one branch), else sent as chosen', () => {
    expect(toPlanRequest(GOLD).admits).toBeUndefined();
    expect(admitsOf({ ...GOLD, admitsKind: 'home' })).toEqual({ kind: 'home' });
    expect(admitsOf({ ...GOLD, admitsKind: 'all', admitsBranchIds: [BRANCH] })).toEqual({
      kind: 'all',
    });
    expect(
      toPlanRequest({ ...GOLD, admitsKind: 'branches', admitsBranchIds: [BRANCH] }).admits,
    ).toEqual({ kind: 'branches', branchIds: [BRANCH] });
  });

  it("reads the plan's rule back into the edit form", () => {
    expect(admitsFormValues({ kind: 'branches', branchIds: [BRANCH] })).toEqual({
      admitsKind: 'branches',
      admitsBranchIds: [BRANCH],
    });
    expect(admitsFormValues({ kind: 'all' })).toEqual({ admitsKind: 'all', admitsBranchIds: [] });
  });

  it('shows "choose a branch" under the branches when none is chosen', async () => {
    const resolve = planResolver(createPlanRequest);
    const { errors } = await resolve(
      { ...GOLD, admitsKind: 'branches', admitsBranchIds: [] },
      undefined,
      {} as ResolverOptions<PlanFormValues>,
    );
    expect(errors.admitsBranchIds).toBeDefined();
    expect(errors).not.toHaveProperty('admits');
  });
});
