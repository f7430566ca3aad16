import { messages } from '../messages';
import type { BasisPoints } from './gst';
import { GST_STATES, gstinProblem, isGstStateCode } from './gstin';
import { UPI_ID_PATTERN } from './upi';

/** The gym's own details: receipts' heading, GST registration, UPI. Absent values fall back. */
export interface GymSettings {
  /** Empty: the GYM_NAME the server was started with. */
  legalName: string | null;
  address: string | null;
  phone: string | null;
  /** Receipts are tax receipts while a GSTIN is set. */
  gstin: string | null;
  /** GST state code ("29" Karnataka): the gym's state; a GSTIN's first two digits. */
  stateCode: string | null;
  sacCode: string;
  gstRateBasisPoints: BasisPoints;
  pricesIncludeGst: boolean;
  upiId: string | null;
  /** Front-desk staff get no revenue figures (dashboard, reports); admins always do. */
  hideRevenueFromStaff: boolean;
}

export const DEFAULT_SAC_CODE = '999723';
export const DEFAULT_GST_RATE_BP: BasisPoints = 1800;
export const MAX_GST_RATE_BP: BasisPoints = 4000;

export const defaultGymSettings = (): GymSettings => ({
  legalName: null,
  address: null,
  phone: null,
  gstin: null,
  stateCode: null,
  sacCode: DEFAULT_SAC_CODE,
  gstRateBasisPoints: DEFAULT_GST_RATE_BP,
  pricesIncludeGst: true,
  upiId: null,
  hideRevenueFromStaff: false,
});

/**
 * The rules across fields of the gym's settings, field → message; empty when they hold. The
 * request schema and the settings decider both apply them.
 */
/** A GST registration's problems by field: the GSTIN, its state, and a UPI ID (settings and branches). */
export function gstRegistrationProblems(s: {
  gstin: string | null;
  stateCode: string | null;
  upiId: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (s.gstin !== null) {
    const problem = gstinProblem(s.gstin);
    if (problem === 'checksum') problems.gstin = messages.gstinChecksum;
    else if (problem) problems.gstin = messages.gstinInvalid;
  }
  if (s.stateCode !== null && !isGstStateCode(s.stateCode))
    problems.stateCode = messages.gstStateInvalid;
  else if (s.gstin !== null && s.stateCode === null) problems.stateCode = messages.gstStateRequired;
  else if (s.gstin !== null && !problems.gstin && s.stateCode !== s.gstin.slice(0, 2)) {
    problems.stateCode = messages.gstStateMismatch(GST_STATES[s.gstin.slice(0, 2)] ?? '');
  }
  if (s.upiId !== null && !UPI_ID_PATTERN.test(s.upiId)) problems.upiId = messages.upiIdInvalid;
  return problems;
}

export function gymSettingsProblems(s: GymSettings): Record<string, string> {
  const problems = gstRegistrationProblems(s);
  if (!/^\d{6}$/.test(s.sacCode)) problems.sacCode = messages.sacCodeInvalid;
  if (
    !Number.isSafeInteger(s.gstRateBasisPoints) ||
    s.gstRateBasisPoints < 0 ||
    s.gstRateBasisPoints > MAX_GST_RATE_BP
  )
    problems.gstRate = messages.gstRateInvalid;
  return problems;
}
