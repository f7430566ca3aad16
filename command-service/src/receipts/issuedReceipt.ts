import {
  amountToPay,
  formatMoney,
  membershipPaymentNote,
  parseMoney,
  receiptTax,
  upiPayLink,
  type GymSettings,
  type ReceiptDto,
  type ReceiptGymDto,
  type ReceiptPageDto,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getGymSettings, getGymSettingsAt, getReceipt } from '@gym/projection-service';
import type { GymDetails } from './renderReceiptPdf';

/** The gym's own settings over the details the server was started with (GYM_NAME, …). */
export function gymHeading(settings: GymSettings, fallback: GymDetails): ReceiptGymDto {
  return {
    name: settings.legalName ?? fallback.name,
    address: settings.address ?? fallback.address,
    phone: settings.phone ?? (fallback.phone || null),
  };
}

/** A UPI pay link for what a membership still owes (GST on top if prices exclude it), when the gym takes UPI. */
export function payLinkFor(
  settings: GymSettings,
  payee: string,
  owedPaise: number,
  note: string,
): string | null {
  if (!settings.upiId || owedPaise <= 0) return null;
  const amountPaise = amountToPay(owedPaise, settings);
  return upiPayLink({ upiId: settings.upiId, payeeName: payee, amountPaise, note });
}

/**
 * A receipt as issued: heading and GST lines from the settings in force when the payment was
 * recorded, so a later change of settings never rewrites it; the pay link (today's UPI ID, today's
 * balance) is an invitation to pay now, not part of the record.
 */
export async function issuedReceipt(
  db: Db,
  receipt: ReceiptDto,
  fallback: GymDetails,
): Promise<ReceiptPageDto> {
  const [asIssued, now] = await Promise.all([
    getGymSettingsAt(db, receipt.payment.createdAt),
    getGymSettings(db),
  ]);
  const gym = gymHeading(asIssued.settings, fallback);
  const amountPaise = parseMoney(receipt.payment.amount) ?? 0;
  const owedPaise = parseMoney(receipt.membership.remainingAmount) ?? 0;
  const upiPayLink = payLinkFor(
    now.settings,
    gymHeading(now.settings, fallback).name,
    owedPaise,
    membershipPaymentNote(receipt.plan.name),
  );
  return {
    ...receipt,
    gym,
    tax: receiptTax(amountPaise, asIssued.settings),
    upiPayLink,
    upiPayAmount: upiPayLink ? formatMoney(amountToPay(owedPaise, now.settings)) : null,
  };
}

/** The receipt of one payment as issued, or null when there is none (yet). */
export async function loadIssuedReceipt(
  db: Db,
  paymentId: string,
  fallback: GymDetails,
): Promise<ReceiptPageDto | null> {
  const receipt = await getReceipt(db, paymentId);
  return receipt ? issuedReceipt(db, receipt, fallback) : null;
}
