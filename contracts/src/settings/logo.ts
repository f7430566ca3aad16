import { z } from 'zod';
import { messages } from '../messages';

/** A logo's largest file: small enough for a receipt, and for a JSON request in base64. */
export const GYM_LOGO_MAX_BYTES = 64 * 1024;
/** Its largest side in pixels. */
export const GYM_LOGO_MAX_SIDE = 2000;

export const GYM_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type GymLogoType = (typeof GYM_LOGO_TYPES)[number];

/** What a logo file is, read from its content (never from a name or a declared type). */
export interface GymLogoImage {
  contentType: GymLogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => u16(b, i) * 65536 + u16(b, i + 2);

function png(b: Uint8Array): GymLogoImage | null {
  // Signature, then the IHDR chunk first: length 13, type "IHDR", width, height.
  if (b.length < 33 || PNG_SIGNATURE.some((byte, i) => b[i] !== byte)) return null;
  if (u32(b, 8) !== 13 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  // It must end with the IEND chunk: a whole file, not a truncated one or one with a tail.
  const end = String.fromCharCode(...b.subarray(b.length - 8, b.length - 4));
  if (end !== 'IEND') return null;
  return { contentType: 'image/png', width: u32(b, 16), height: u32(b, 20) };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless…), not DHT, JPG or DAC. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(b: Uint8Array): GymLogoImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  // Walk the marker segments to the frame header, which holds the size.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = u16(b, i + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      return { contentType: 'image/jpeg', height: u16(b, i + 5), width: u16(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * The logo a file holds, checked by its content: a whole PNG or JPEG of at most
 * GYM_LOGO_MAX_BYTES, 1 to GYM_LOGO_MAX_SIDE pixels a side; else the message saying why not.
 */
export function readGymLogo(bytes: Uint8Array): GymLogoImage | { problem: string } {
  if (bytes.length === 0) return { problem: messages.logoNotImage };
  if (bytes.length > GYM_LOGO_MAX_BYTES) return { problem: messages.logoTooLarge };
  const image = png(bytes) ?? jpeg(bytes);
  if (!image) return { problem: messages.logoNotImage };
  const sides = [image.width, image.height];
  if (sides.some((side) => side < 1 || side > GYM_LOGO_MAX_SIDE))
    return { problem: messages.logoTooManyPixels };
  return image;
}

/** Base64 of at most GYM_LOGO_MAX_BYTES (no data: prefix, no line breaks). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** PUT /api/settings/gym/logo: the file's bytes in base64. */
export const gymLogoRequest = z
  .object({
    image: z
      .string({ error: messages.logoNotImage })
      .max(Math.ceil(GYM_LOGO_MAX_BYTES / 3) * 4, messages.logoTooLarge)
      .regex(BASE64, messages.logoNotImage),
  })
  .strict();

/**
 * GET /api/gym (anyone: the sign-in page, the receipt): the name and the logo people see, and
 * the gym's time zone (GYM_TIME_ZONE), so the UI's "today" is the server's.
 */
export interface GymBrandDto {
  name: string;
  /** Where the logo is read (immutable: a new logo has a new address), or null without one. */
  logoUrl: string | null;
  /** The IANA zone whose calendar dates the gym counts in ("Asia/Kolkata"). */
  timeZone: string;
}
