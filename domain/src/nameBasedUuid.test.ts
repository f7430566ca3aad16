import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deterministicUuid } from './nameBasedUuid';

/** The ids the product has written so far, from node:crypto's SHA-1: each must stay the same. */
function nodeUuid(name: string): string {
  const hash = createHash('sha1').update(`gym-back-office:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('deterministicUuid', () => {
  it('gives the ids node:crypto gave, for names of any length and script', () => {
    // Every length across a few 64-byte blocks: the padding's edges (55, 56, 64 bytes) included.
    for (let n = 0; n < 200; n++)
      expect(deterministicUuid('x'.repeat(n))).toBe(nodeUuid('x'.repeat(n)));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (name) => {
        expect(deterministicUuid(name)).toBe(nodeUuid(name));
      }),
    );
  });

  it('is a version-5, RFC 4122 uuid', () => {
    expect(deterministicUuid('seed:owner')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
