import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_STATUSES } from '@gym/contracts';
import { membershipLifecycleOf, membershipStatus, type MembershipLifecycle } from './status';

const open = (totalPaise: number, paidPaise: number) =>
  membershipStatus({ lifecycle: 'open', totalPaise, paidPaise });

describe('membershipStatus', () => {
  it('is pending_payment while nothing is paid', () => {
    expect(open(150_000, 0)).toBe('pending_payment');
    // A ledger below zero (more taken back than paid) still owes everything.
    expect(open(150_000, -1)).toBe('pending_payment');
  });

  it('is partial_paid from the first paisa to one paisa short', () => {
    expect(open(150_000, 1)).toBe('partial_paid');
    expect(open(150_000, 50_000)).toBe('partial_paid');
    expect(open(150_000, 149_999)).toBe('partial_paid');
  });

  it('is active once paid in full, or more', () => {
    expect(open(150_000, 150_000)).toBe('active');
    expect(open(150_000, 150_001)).toBe('active');
    expect(open(1, 1)).toBe('active');
  });

  it('makes a free plan active at once', () => {
    expect(open(0, 0)).toBe('active');
  });

  it('is expired once expired, whatever is paid', () => {
    for (const paidPaise of [0, 1, 149_999, 150_000]) {
      expect(membershipStatus({ lifecycle: 'expired', totalPaise: 150_000, paidPaise })).toBe(
        'expired',
      );
    }
    expect(membershipStatus({ lifecycle: 'expired', totalPaise: 0, paidPaise: 0 })).toBe('expired');
  });

  it('is cancelled once cancelled, whatever is paid', () => {
    for (const paidPaise of [0, 1, 149_999, 150_000]) {
      expect(membershipStatus({ lifecycle: 'cancelled', totalPaise: 150_000, paidPaise })).toBe(
        'cancelled',
      );
    }
    expect(membershipStatus({ lifecycle: 'cancelled', totalPaise: 0, paidPaise: 0 })).toBe(
      'cancelled',
    );
  });
});

describe('membershipLifecycleOf', () => {
  it('reads an ended status as its lifecycle and every other as open', () => {
    const expected: Record<(typeof MEMBERSHIP_STATUSES)[number], MembershipLifecycle> = {
      pending_payment: 'open',
      partial_paid: 'open',
      active: 'open',
      expired: 'expired',
      cancelled: 'cancelled',
    };
    for (const status of MEMBERSHIP_STATUSES)
      expect(membershipLifecycleOf(status)).toBe(expected[status]);
  });

  it('gives back the status it was read from, with the same ledger', () => {
    const ledgers = [
      { totalPaise: 150_000, paidPaise: 0 },
      { totalPaise: 150_000, paidPaise: 1 },
      { totalPaise: 150_000, paidPaise: 150_000 },
      { totalPaise: 0, paidPaise: 0 },
    ];
    for (const lifecycle of ['open', 'expired', 'cancelled'] as const) {
      for (const ledger of ledgers) {
        const status = membershipStatus({ lifecycle, ...ledger });
        expect(membershipLifecycleOf(status)).toBe(lifecycle);
      }
    }
  });
});
