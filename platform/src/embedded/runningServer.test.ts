import { describe, expect, it } from 'vitest';
import { parsePostmasterPid } from './runningServer';

describe("a running server's postmaster.pid", () => {
  it('gives its port, listen address and status', () => {
    const text =
      '4242\n/data/postgres\n1767225600\n54321\n\n127.0.0.1\n  1234567     98304\nready   \n';
    expect(parsePostmasterPid(text)).toEqual({ host: '127.0.0.1', port: 54321, status: 'ready' });
  });

  it('is nothing without a port (an old or partly written file)', () => {
    expect(parsePostmasterPid('4242\n/data/postgres\n')).toBeUndefined();
    expect(parsePostmasterPid('')).toBeUndefined();
  });
});
