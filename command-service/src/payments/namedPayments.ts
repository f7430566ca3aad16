import { accountName, type PaymentDto } from '@gym/contracts';
import type { Knex } from 'knex';
import type { PaymentRecord } from '@gym/projection-service';
import { accountNamesOf, type AccountNames } from '../users/accountNames';

/** A payment with its receiver's and corrector's names (read now: a renamed account reads renamed). */
export function namedPayment(record: PaymentRecord, names: AccountNames): PaymentDto {
  const { correctedBy, ...payment } = record;
  return {
    ...payment,
    receivedByUser: names(record.receivedBy) ?? null,
    correctedByName: accountName(names(correctedBy)),
  };
}

/** Payments (a page, or a batch of the export) named with one read of the accounts they name. */
export async function namedPayments(
  db: Knex,
  records: readonly PaymentRecord[],
): Promise<PaymentDto[]> {
  const names = await accountNamesOf(
    db,
    records.flatMap((r) => [r.receivedBy, r.correctedBy]),
  );
  return records.map((record) => namedPayment(record, names));
}

/** One payment, named; null stays null. */
export async function namedPaymentOrNull(
  db: Knex,
  record: PaymentRecord | null,
): Promise<PaymentDto | null> {
  return record ? ((await namedPayments(db, [record]))[0] ?? null) : null;
}

/** Each batch of payments, named with one read of the accounts per batch. */
export async function* namedBatches(
  db: Knex,
  batches: AsyncIterable<readonly PaymentRecord[]>,
): AsyncGenerator<PaymentDto[]> {
  for await (const batch of batches) yield await namedPayments(db, batch);
}
