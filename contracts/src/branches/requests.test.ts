import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages';
import { GST_STATES } from '../settings/gstin';
import { MAIN_BRANCH_ID, planAdmitsSchema } from './events';
import { closeBranchRequest, openBranchRequest, branchEditSchema } from './requests';

const GSTIN = '27AAPFU0939F1ZV';

/** The refusal's message for each field, as the form shows them. */
function problems(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('the request was accepted');
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('opening a branch (POST /api/branches)', () => {
  it('takes the code as typed, trimmed and in capitals; leaves empty details out', () => {
    // Koramangala is KRM: KOR has an O, which the code leaves out (it reads as a zero).
    expect(
      openBranchRequest.parse({ name: ' Koramangala ', code: ' krm ', address: '', phone: null }),
    ).toEqual({
      name: 'Koramangala',
      code: 'KRM',
      address: null,
      phone: null,
      stateCode: null,
      gstin: null,
      upiId: null,
    });
  });

  it("refuses a code that is not 2 to 5 capital letters without I or O, and the first branch's RCP", () => {
    for (const code of ['K', 'KORAMA', 'KOR', 'K0R', 'KIO', 'ＫＯＲ', '', 7])
      expect(problems(openBranchRequest, { name: 'Koramangala', code })).toEqual({
        code: messages.branchCodeInvalid,
      });
    expect(problems(openBranchRequest, { name: 'Koramangala', code: 'rcp' })).toEqual({
      code: messages.branchCodeReserved,
    });
  });

  it('asks for a name', () => {
    expect(problems(openBranchRequest, { name: '  ', code: 'KRM' })).toEqual({
      name: messages.branchNameRequired,
    });
    expect(problems(openBranchRequest, { code: 'KRM' })).toEqual({
      name: messages.branchNameRequired,
    });
  });

  it("reads the GST state from the GSTIN, and refuses a state that is not the GSTIN's", () => {
    const branch = openBranchRequest.parse({
      name: 'Andheri',
      code: 'AND',
      gstin: '27aapfu0939f1zv',
      upiId: 'andheri @okhdfcbank',
    });
    expect(branch).toMatchObject({ gstin: GSTIN, stateCode: '27', upiId: 'andheri@okhdfcbank' });
    expect(
      problems(openBranchRequest, { name: 'Andheri', code: 'AND', gstin: GSTIN, stateCode: '29' }),
    ).toEqual({ stateCode: messages.gstStateMismatch(GST_STATES['27']!) });
    expect(problems(openBranchRequest, { name: 'Andheri', code: 'AND', upiId: 'gym@' })).toEqual({
      upiId: messages.upiIdInvalid,
    });
  });
});

describe('changing and closing a branch', () => {
  it('changes every detail but the code, which is on its receipts', () => {
    expect(
      branchEditSchema.parse({ id: MAIN_BRANCH_ID, code: 'XYZ', name: 'Main', phone: '080' }),
    ).toEqual({
      name: 'Main',
      address: null,
      phone: '080',
      stateCode: null,
      gstin: null,
      upiId: null,
    });
  });

  it('closes for a reason', () => {
    expect(closeBranchRequest.parse({ reason: ' Lease ended ' })).toEqual({
      reason: 'Lease ended',
    });
    expect(problems(closeBranchRequest, { reason: '' })).toEqual({
      reason: messages.reasonRequired,
    });
    expect(problems(closeBranchRequest, {})).toEqual({ reason: messages.reasonRequired });
  });
});

describe('where a plan admits', () => {
  it('is the home branch, every branch, or the branches listed (at least one)', () => {
    for (const admits of [
      { kind: 'home' },
      { kind: 'all' },
      { kind: 'branches', branchIds: [MAIN_BRANCH_ID] },
    ])
      expect(planAdmitsSchema.parse(admits)).toEqual(admits);
    for (const admits of [
      { kind: 'branches', branchIds: [] },
      { kind: 'branches', branchIds: ['main'] },
      { kind: 'nowhere' },
      'home',
    ])
      expect(planAdmitsSchema.safeParse(admits).success).toBe(false);
  });
});
