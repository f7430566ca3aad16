/** Crockford's base32: no I, L, O or U, so a digest read aloud or copied by hand has no look-alikes. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of the short digest (5 bits each: 100 bits of the chain head). */
export const SHORT_DIGEST_LENGTH = 20;

/** The first 100 bits of a seal's head, as owners receive it: "7K3M-Q9TD-…", five groups of four. */
export function shortDigest(headHex: string): string {
  let bits = '';
  for (const char of headHex.slice(0, 26)) bits += parseInt(char, 16).toString(2).padStart(4, '0');
  let text = '';
  for (let i = 0; i < SHORT_DIGEST_LENGTH; i += 1) {
    text += ALPHABET[parseInt(bits.slice(i * 5, i * 5 + 5), 2)];
  }
  return text.match(/.{4}/g)!.join('-');
}

/**
 * A digest as an owner pasted or typed it, in the short form's characters (case, spaces, dashes
 * and the look-alikes O→0, I/L→1 forgiven); null when it cannot be one.
 */
export function normaliseDigest(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== SHORT_DIGEST_LENGTH) return null;
  if ([...plain].some((char) => !ALPHABET.includes(char))) return null;
  return plain.match(/.{4}/g)!.join('-');
}
