import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { GYM_LOGO_MAX_BYTES, gymLogoRequest, readGymLogo } from './logo';
import { SAMPLE_LOGO_JPEG_BASE64, SAMPLE_LOGO_PNG_BASE64 } from './logoSamples';

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);
const png = bytes(SAMPLE_LOGO_PNG_BASE64);
const jpeg = bytes(SAMPLE_LOGO_JPEG_BASE64);

describe('a gym logo, checked by its content', () => {
  it('reads a PNG and a JPEG with their size', () => {
    expect(readGymLogo(png)).toEqual({ contentType: 'image/png', width: 24, height: 12 });
    expect(readGymLogo(jpeg)).toEqual({ contentType: 'image/jpeg', width: 24, height: 12 });
  });

  it('refuses what is not a whole PNG or JPEG, whatever it claims to be', () => {
    const notImage = { problem: messages.logoNotImage };
    expect(readGymLogo(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toEqual(notImage);
    expect(readGymLogo(text('GIF89a\x01\x00\x01\x00'))).toEqual(notImage);
    expect(readGymLogo(new Uint8Array())).toEqual(notImage);
    // Cut short, or with something after the end.
    expect(readGymLogo(png.subarray(0, png.length - 12))).toEqual(notImage);
    expect(readGymLogo(new Uint8Array([...png, ...text('<script>')]))).toEqual(notImage);
    expect(readGymLogo(jpeg.subarray(0, jpeg.length - 2))).toEqual(notImage);
    // A PNG's signature in front of HTML.
    expect(readGymLogo(new Uint8Array([...png.subarray(0, 8), ...text('<html>')]))).toEqual(
      notImage,
    );
  });

  it('refuses a file over the size bound and a picture too large', () => {
    const big = new Uint8Array(GYM_LOGO_MAX_BYTES + 1);
    big.set(png.subarray(0, 33));
    expect(readGymLogo(big)).toEqual({ problem: messages.logoTooLarge });
    const wide = png.slice();
    wide.set([0, 0, 0x27, 0x10], 16); // 10,000 pixels wide
    expect(readGymLogo(wide)).toEqual({ problem: messages.logoTooManyPixels });
  });

  it('takes base64 only, bounded', () => {
    expect(gymLogoRequest.safeParse({ image: SAMPLE_LOGO_PNG_BASE64 }).success).toBe(true);
    expect(gymLogoRequest.safeParse({ image: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(gymLogoRequest.safeParse({ image: 'A'.repeat(90_000) }).success).toBe(false);
    expect(gymLogoRequest.safeParse({ image: SAMPLE_LOGO_PNG_BASE64, name: 'x' }).success).toBe(
      false,
    );
  });
});
