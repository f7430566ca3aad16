import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@gym/platform';

/** Crockford's base32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;

/** What a receipt's code commits to: change any of them and the code is another. */
export interface VerifiedFacts {
  paymentId: string;
  receiptNumber: string;
  amountPaise: number;
  /** The payment date printed on the receipt (the gym's calendar date). */
  paymentDay: string;
}

const SECRET_NAME = 'receipt-verification';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The server's key for receipt codes: made once and kept in `app_secrets` for every replica (like
 * the session secret, but never given in configuration nor rotated: a printed code must stay
 * checkable for years).
 */
export function receiptVerificationKey(db: Db): Promise<Buffer> {
  const known = keys.get(db);
  if (known) return known;
  const loading = (async () => {
    await db('app_secrets')
      .insert({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflict('name')
      .ignore();
    const row = await db('app_secrets').where({ name: SECRET_NAME }).first('value');
    return Buffer.from(row.value as string, 'base64url');
  })();
  keys.set(db, loading);
  loading.catch(() => keys.delete(db));
  return loading;
}

/** 10 characters (50 bits) of HMAC-SHA256 over the receipt's facts: unguessable without the key. */
export function verificationCode(key: Buffer, facts: VerifiedFacts): string {
  const message = [
    'receipt-v1',
    facts.paymentId,
    facts.receiptNumber,
    String(facts.amountPaise),
    facts.paymentDay,
  ].join('|');
  const digest = createHmac('sha256', key).update(message).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  bits >>= 56n - BigInt(CODE_LENGTH * 5);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--)
    code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** ABCDE-FGHJK: grouped for reading aloud and typing. */
export const groupedCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * A typed or scanned code as stored, or null when it cannot be one: any case, hyphens and spaces
 * ignored, and O, I, L read as 0, 1, 1 (as Crockford's base32 says).
 */
export function normalisedCode(input: string): string | null {
  if (input.length > 40) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}
