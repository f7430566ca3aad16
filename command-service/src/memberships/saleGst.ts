import { GYM_SETTINGS_STREAM, branchStream, gstAddedAtSale, receiptSettings } from '@gym/contracts';
import { branchDecider, gymSettingsDecider, type SaleGstFacts } from '@gym/domain';
import type { CommandHandler } from '../commands/handleCommand';

/**
 * The GST a sale at `branchId` adds on top of the plan's price, from the settings and the
 * branch's GST registration as their own streams tell now (null: none).
 */
export async function loadSaleGst(
  deps: { handle: CommandHandler },
  branchId: string,
): Promise<SaleGstFacts | null> {
  const [{ settings }, branch] = await Promise.all([
    deps.handle.load(gymSettingsDecider, GYM_SETTINGS_STREAM),
    deps.handle.load(branchDecider, branchStream(branchId)),
  ]);
  return gstAddedAtSale(receiptSettings(settings, branch.exists ? branch.details : null));
}
