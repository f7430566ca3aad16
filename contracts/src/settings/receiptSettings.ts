import type { BranchDetails } from '../branches/events';
import type { BasisPoints } from './gst';
import type { GymSettingsChanged } from './events';
import { defaultGymSettings, type GymSettings } from './settings';

/**
 * The settings a receipt states: the branch's address, phone and UPI ID where it has them, and its
 * GST registration (GSTIN with its state, a pair) when it has one; the business's otherwise. The
 * first branch with no details of its own states the settings alone, as before branches.
 */
export function receiptSettings(
  settings: GymSettingsChanged['data'] | null,
  branch: BranchDetails | null,
): GymSettings {
  const business: GymSettings = { ...defaultGymSettings(), ...(settings ?? {}) };
  if (!branch) return business;
  return {
    ...business,
    address: branch.address ?? business.address,
    phone: branch.phone ?? business.phone,
    upiId: branch.upiId ?? business.upiId,
    ...(branch.gstin && { gstin: branch.gstin, stateCode: branch.stateCode }),
  };
}

/** Receipts are tax receipts under a GSTIN with its state. */
export const chargesGst = (settings: GymSettings) => !!settings.gstin && !!settings.stateCode;

/**
 * The GST a sale adds on top of the plan's price under the selling branch's receipt settings: at
 * the gym's rate while it charges GST and its prices exclude it; null otherwise (no GSTIN, or
 * prices that include GST: the price is the total).
 */
export function gstAddedAtSale(settings: GymSettings): { rateBasisPoints: BasisPoints } | null {
  if (!chargesGst(settings) || settings.pricesIncludeGst) return null;
  return { rateBasisPoints: settings.gstRateBasisPoints };
}
