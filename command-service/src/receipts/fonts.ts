import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/** A font in the form pdfkit's `font()`, `registerFont()` and `new PDFDocument({ font })` take. */
export type PdfFontSource = PDFKit.Mixins.PDFFontSource;

export interface ReceiptFonts {
  regular: PdfFontSource;
  bold: PdfFontSource;
}

// The PDF standard fonts have no ₹, so a TrueType font with the glyph is embedded.
const requireFont = createRequire(import.meta.url);
const FONT_FILES = {
  regular: requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: requireFont.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let parsed: ReceiptFonts | undefined;
let parseCount = 0;

function parseFont(file: string): PdfFontSource {
  const font = create(readFileSync(file));
  parseCount += 1;
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  // pdfkit takes a parsed fontkit font wherever it takes a font file (PDFFontFactory.open checks
  // for `layout`), but its typings list only paths and buffers.
  return font satisfies Font as unknown as PdfFontSource;
}

/**
 * The receipt's fonts, read and parsed once per process (per worker thread): parsing them is
 * most of the cost of a receipt. The font objects are shared by every document; pdfkit only
 * reads them (each document makes its own subset).
 */
export function receiptFonts(): ReceiptFonts {
  parsed ??= { regular: parseFont(FONT_FILES.regular), bold: parseFont(FONT_FILES.bold) };
  return parsed;
}

/** How many font files this process (or worker thread) has parsed: 2 once warm. */
export function fontParseCount(): number {
  return parseCount;
}
