/**
 * A seeded random source (sfc32, 128 bits of state seeded from a text by cyrb128), so a seed run
 * gives the same data, ids included, whatever order the appends finish in. Each member draws from
 * its own source (`${seed}:member:${index}`), so one member's data never depends on another's.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A version 4 uuid made of this source's bits. */
  uuid(): string;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const hex32 = (n: number) =>
  HEX[(n >>> 24) & 255]! + HEX[(n >>> 16) & 255]! + HEX[(n >>> 8) & 255]! + HEX[n & 255]!;
const hex16 = (n: number) => HEX[(n >>> 8) & 255]! + HEX[n & 255]!;

export function createRandom(seedText: string): Random {
  let [a, b, c, d] = cyrb128(seedText);

  function nextUint32(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }
  // The first outputs of a fresh state are poorly mixed.
  for (let i = 0; i < 12; i++) nextUint32();

  const next = () => nextUint32() / 4294967296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    uuid() {
      const x1 = nextUint32();
      const x2 = nextUint32();
      const x3 = nextUint32();
      const x4 = nextUint32();
      return `${hex32(x1)}-${hex16(x2 >>> 16)}-${hex16(((x2 & 0x0fff) | 0x4000) >>> 0)}-${hex16(((x3 >>> 16) & 0x3fff) | 0x8000)}-${hex16(x3 & 0xffff)}${hex32(x4)}`;
    },
  };
}

/** Draws one of `items` by weight; the weights need not add up to 1. */
export function weighted<T>(items: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let r = random.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  };
}
