import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from './config';
import { createLogger } from './logger';

/** A destination that hands back the first line written to it. */
function capture() {
  let resolveLine: (line: string) => void = () => {};
  const firstLine = new Promise<string>((resolve) => (resolveLine = resolve));
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) resolveLine(text.slice(0, end));
      callback();
    },
  });
  return { destination, firstLine };
}

afterEach(() => vi.unstubAllEnvs());

describe('createLogger output format', () => {
  it('writes one coloured human line with time, level, name, message and fields to a terminal', async () => {
    vi.stubEnv('LOG_FORMAT', '');
    const { destination, firstLine } = capture();
    createLogger({ name: 'gym', destination, isTTY: true }).info({ port: 3000 }, 'listening');

    const raw = await firstLine;
    const line = stripVTControlCharacters(raw);
    expect(raw).not.toBe(line); // coloured
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO \(gym\): listening \{"port":3000\}$/);
    expect(() => JSON.parse(line) as unknown).toThrow();
  });

  it('writes one JSON object per line when the output is not a terminal', async () => {
    vi.stubEnv('LOG_FORMAT', '');
    const { destination, firstLine } = capture();
    createLogger({ name: 'gym', destination, isTTY: false }).info({ port: 3000 }, 'listening');

    expect(JSON.parse(await firstLine)).toMatchObject({
      level: 30,
      name: 'gym',
      msg: 'listening',
      port: 3000,
    });
  });

  it('LOG_FORMAT=json keeps JSON lines on a terminal', async () => {
    vi.stubEnv('LOG_FORMAT', 'json');
    const { destination, firstLine } = capture();
    createLogger({ name: 'gym', destination, isTTY: true }).warn('disk almost full');

    expect(JSON.parse(await firstLine)).toMatchObject({ level: 40, msg: 'disk almost full' });
  });

  it('LOG_FORMAT=pretty writes human lines without colour codes to a pipe', async () => {
    vi.stubEnv('LOG_FORMAT', 'pretty');
    const { destination, firstLine } = capture();
    createLogger({ name: 'gym', destination, isTTY: false }).error('backup failed');

    const line = await firstLine;
    expect(line).toBe(stripVTControlCharacters(line));
    expect(line).toMatch(/ ERROR \(gym\): backup failed$/);
  });

  it('a bad LOG_FORMAT is a configuration error naming the variable', () => {
    vi.stubEnv('LOG_FORMAT', 'yaml');
    expect(() => createLogger({ destination: capture().destination })).toThrow(ConfigError);
    expect(() => createLogger({ destination: capture().destination })).toThrow(
      'LOG_FORMAT: must be json or pretty',
    );
  });
});
