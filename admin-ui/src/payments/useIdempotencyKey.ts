import { useRef } from 'react';
import { newIdempotencyKey } from '../lib/newIdempotencyKey';

/**
 * One key per submission attempt: a retry of the same values (after a failure) sends the same
 * key, so the server records the payment at most once; changed values get a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    reset() {
      last.current = null;
    },
  };
}
