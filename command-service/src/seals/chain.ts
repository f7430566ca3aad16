import { createHash, hash as oneShotHash } from 'node:crypto';
import { canonicalEvent, type RecordedEvent } from '@gym/contracts';

/** h_0: the chain before the first event. */
export const GENESIS = Buffer.alloc(32);

/** SHA-256 of one event's canonical bytes (UTF-8). */
export const eventHash = (canonical: string | Buffer): Buffer =>
  createHash('sha256').update(canonical).digest();

// The two halves of h_{i-1} ‖ eventHash_i, reused: verify-books takes this step for every event.
const pair = Buffer.alloc(64);

/** h_i = SHA-256(h_{i-1} ‖ eventHash_i). */
export function chainNext(head: Buffer, hash: Buffer): Buffer {
  head.copy(pair, 0);
  hash.copy(pair, 32);
  return oneShotHash('sha256', pair, 'buffer');
}

/** Each event's hash and the chain's head after it, from `head` on, in the order given. */
export function chainOver(
  head: Buffer,
  events: readonly RecordedEvent[],
): { hashes: Buffer[]; heads: Buffer[]; head: Buffer } {
  const hashes: Buffer[] = [];
  const heads: Buffer[] = [];
  let current = head;
  for (const event of events) {
    const hash = eventHash(canonicalEvent(event));
    current = chainNext(current, hash);
    hashes.push(hash);
    heads.push(current);
  }
  return { hashes, heads, head: current };
}
