import {
  type BranchFilter,
  accountName,
  formatMoney,
  membershipPaymentNote,
  parseMoney,
  receiptPayAmount,
  receiptTax,
  upiPayLink,
  type GymSettings,
  type ReceiptDto,
  type ReceiptGymDto,
  type ReceiptPageDto,
} from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getIssuedReceipt, type ReceiptRecord } from '@gym/projection-service';
import { namedPayment } from '../payments/namedPayments';
import { accountNamesOf } from '../users/accountNames';
import { codeOfReceipt } from '../verify/codes';
import { groupedCode } from '../verify/verificationCode';
import type { GymDetails } from './renderReceiptPdf';

/** The gym's own settings over the details the server was started with (GYM_NAME, …). */
export function gymHeading(settings: GymSettings, fallback: GymDetails): ReceiptGymDto {
  return {
    name: settings.legalName ?? fallback.name,
    address: settings.address ?? fallback.address,
    phone: settings.phone ?? (fallback.phone || null),
  };
}

/** A UPI pay link for `amountPaise` still owed on a membership, when the gym takes UPI. */
export function payLinkFor(
  settings: GymSettings,
  payee: string,
  amountPaise: number,
  note: string,
): string | null {
  if (!settings.upiId || amountPaise <= 0) return null;
  return upiPayLink({ upiId: settings.upiId, payeeName: payee, amountPaise, note });
}

/**
 * A receipt as issued: heading, GST lines and the UPI link for what was owed from the settings
 * (the issuing branch's details over them) and books as they stood when the payment was recorded,
 * so nothing later rewrites it. A pure function of the one row read.
 */
export function issuedReceipt(
  record: {
    receipt: ReceiptDto;
    settings: GymSettings;
    gstInAmount: boolean;
    branchName?: string | null;
  },
  fallback: GymDetails,
): ReceiptPageDto {
  const { receipt, settings, gstInAmount, branchName } = record;
  const gym = { ...gymHeading(settings, fallback), ...(branchName && { branch: branchName }) };
  const amountPaise = parseMoney(receipt.payment.amount) ?? 0;
  const owedPaise = parseMoney(receipt.membership.remainingAmount) ?? 0;
  const payPaise = receiptPayAmount(owedPaise, settings, gstInAmount);
  const upiPayLink = payLinkFor(
    settings,
    gym.name,
    payPaise,
    membershipPaymentNote(receipt.plan.name),
  );
  return {
    ...receipt,
    gym,
    tax: receiptTax(amountPaise, settings, { gstInAmount }),
    upiPayLink,
    upiPayAmount: upiPayLink ? formatMoney(payPaise) : null,
  };
}

/**
 * A receipt with the names of those who took its payments and corrected them: one read of the
 * accounts it names (at most its listed payments and noted corrections).
 */
async function namedReceipt(db: Db, receipt: ReceiptRecord): Promise<ReceiptDto> {
  const { payment, allPayments, corrections } = receipt;
  const names = await accountNamesOf(db, [
    payment.receivedBy,
    payment.correctedBy,
    ...allPayments.map((p) => p.receivedBy),
    ...corrections.map((c) => c.byUserId),
  ]);
  return {
    ...receipt,
    payment: namedPayment(payment, names),
    allPayments: allPayments.map((p) => namedPayment(p, names)),
    corrections: corrections.map(({ byUserId, ...c }) => ({
      ...c,
      byName: accountName(names(byUserId)),
    })),
  };
}

/**
 * The receipt of one payment as issued (one read, and one of the names), or null when none (yet)
 * or received at a branch not among `branches`. Once numbered it carries its verification code,
 * and the page's address under `publicUrl` when given.
 */
export async function loadIssuedReceipt(
  db: Db,
  paymentId: string,
  fallback: GymDetails,
  branches: BranchFilter = null,
  publicUrl?: string,
): Promise<ReceiptPageDto | null> {
  const record = await getIssuedReceipt(db, paymentId, branches);
  if (!record) return null;
  const receipt = issuedReceipt(
    { ...record, receipt: await namedReceipt(db, record.receipt) },
    fallback,
  );
  const code = await codeOfReceipt(db, receipt);
  const url = code && publicUrl ? new URL(`/verify/${code}`, publicUrl).href : null;
  return { ...receipt, verification: code ? { code: groupedCode(code), url } : null };
}
