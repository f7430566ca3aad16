import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../events';
import { MAIN_BRANCH_ID } from '../branches/events';
import { describeChange, diffFields } from './changes';
import { describeEntry } from './describe';
import { formatCalendarDate } from '../display/dates';

const PAYMENT = '00000000-0000-4000-8000-000000000001';
const MEMBERSHIP = '00000000-0000-4000-8000-000000000002';
const entry = (event: DomainEvent, actorName: string | null = 'Gym Owner') => ({
  event,
  actorName,
  subject: 'Meera Iyer',
  changes: [],
});

describe('describeEntry: the sentence a gym owner reads', () => {
  it('says what a void and a refund did, by whom and why, in rupees', () => {
    expect(
      describeEntry(
        entry({
          type: 'PaymentVoided',
          data: {
            membershipId: MEMBERSHIP,
            paymentId: PAYMENT,
            amountPaise: 50_000,
            reason: 'entered twice',
          },
        }),
      ),
    ).toBe('Payment of ₹500 voided by Gym Owner: entered twice');
    expect(
      describeEntry(
        entry({
          type: 'PaymentRefunded',
          data: {
            membershipId: MEMBERSHIP,
            paymentId: PAYMENT,
            amountPaise: 20_050,
            reason: 'member moved away',
            refundDay: '2026-11-25',
          },
        }),
      ),
    ).toBe('Refund of ₹200.50 by Gym Owner: member moved away');
  });

  it('says what a sale owes, and the GST it added to the price', () => {
    const sold = (gstAdded: { rateBasisPoints: number; taxPaise: number } | null) =>
      describeEntry(
        entry({
          type: 'MembershipCreated',
          data: {
            membershipId: MEMBERSHIP,
            memberId: PAYMENT,
            plan: { planId: PAYMENT, name: 'Gold', pricePaise: 100_000, durationDays: 30 },
            startDate: '2026-11-01',
            endDate: '2026-12-01',
            totalPaise: 100_000 + (gstAdded?.taxPaise ?? 0),
            gstAdded,
            renewsMembershipId: null,
            nextPaymentDueDate: null,
            branchId: MAIN_BRANCH_ID,
          },
        }),
      );
    expect(sold(null)).toBe(
      'Membership Gold started by Gym Owner: 1 Nov 2026 to 1 Dec 2026, ₹1,000',
    );
    expect(sold({ rateBasisPoints: 1800, taxPaise: 18_000 })).toBe(
      'Membership Gold started by Gym Owner: 1 Nov 2026 to 1 Dec 2026, ₹1,180 (₹1,000 + ₹180 GST)',
    );
  });

  it('names one changed field with its value before and after', () => {
    const before = { phone: '98765 43210', email: 'a@example.com' };
    const changes = diffFields(['phone', 'email'], before, {
      phone: '97654 32109',
      email: 'a@example.com',
    });
    expect(changes).toEqual([{ field: 'phone', before: '98765 43210', after: '97654 32109' }]);
    const text = describeEntry({
      event: {
        type: 'MemberDetailsUpdated',
        data: {
          memberId: PAYMENT,
          firstName: 'Meera',
          lastName: 'Iyer',
          email: 'a@example.com',
          phone: '97654 32109',
          whatsapp: null,
          dateOfBirth: null,
          gender: null,
          address: '',
          emergencyContact: '',
          emergencyPhone: '',
        },
      },
      actorName: 'Front Desk',
      subject: 'Meera Iyer',
      changes,
    });
    expect(text).toBe('Phone of Meera Iyer changed by Front Desk: 98765 43210 → 97654 32109');
  });

  it('lists several changed fields, and describes each in words', () => {
    const changes = diffFields(['pricePaise', 'durationDays', 'features'], null, {
      pricePaise: 350_000,
      durationDays: 90,
      features: ['Pool', 'Sauna'],
    });
    expect(changes.map(describeChange)).toEqual([
      'Price: — → ₹3,500',
      'Duration: — → 90 days',
      'Features: — → Pool, Sauna',
    ]);
    const text = describeEntry({
      event: {
        type: 'PlanUpdated',
        data: {
          planId: PAYMENT,
          name: 'Gold',
          description: null,
          pricePaise: 350_000,
          durationDays: 90,
          features: ['Pool', 'Sauna'],
          isActive: true,
          admits: { kind: 'home' },
        },
      },
      actorName: 'Gym Owner',
      subject: 'Gold',
      changes,
    });
    expect(text).toBe('Details of plan Gold changed by Gym Owner: Price, Duration, Features');
  });

  it('calls a change without an actor the system’s', () => {
    expect(
      describeEntry(
        entry(
          { type: 'MembershipExpired', data: { membershipId: PAYMENT, expiredOn: '2026-01-05' } },
          null,
        ),
      ),
    ).toBe('Membership Meera Iyer expired on 5 Jan 2026');
    expect(
      describeEntry(entry({ type: 'AccountPasswordReset', data: { userId: PAYMENT } }, null)),
    ).toBe('Password of account Meera Iyer reset by the system');
  });
});

describe('owner-facing formats', () => {
  it('writes calendar dates as day, month, year', () => {
    expect(formatCalendarDate('2026-11-05')).toBe('5 Nov 2026');
  });
});

describe('describeEntry: the desk, freezes and the settings', () => {
  it('tells who let a member in against the rules, why, and what the rule said', () => {
    const checkIn = (override: { reason: string; refusal: 'payment_due' } | null) =>
      describeEntry(
        entry(
          {
            type: 'MemberCheckedIn',
            data: {
              checkInId: PAYMENT,
              memberId: PAYMENT,
              branchId: MAIN_BRANCH_ID,
              checkedInAt: '2026-11-25T06:00:00.000Z',
              day: '2026-11-25',
              membershipId: null,
              override,
            },
          },
          'Front Desk',
        ),
      );
    expect(checkIn({ reason: 'pays tomorrow', refusal: 'payment_due' })).toBe(
      'Member Meera Iyer let in anyway by Front Desk (payment due): pays tomorrow',
    );
    expect(checkIn(null)).toBe('Member Meera Iyer checked in by Front Desk');
  });

  it('tells a member let in at a branch their plan does not admit at', () => {
    const text = describeEntry(
      entry(
        {
          type: 'MemberCheckedIn',
          data: {
            checkInId: PAYMENT,
            memberId: PAYMENT,
            branchId: MAIN_BRANCH_ID,
            checkedInAt: '2026-11-25T06:00:00.000Z',
            day: '2026-11-25',
            membershipId: MEMBERSHIP,
            override: { reason: 'visiting this week', refusal: 'wrong_branch' },
          },
        },
        'Front Desk',
      ),
    );
    expect(text).toBe(
      'Member Meera Iyer let in anyway by Front Desk (plan not valid at this branch): visiting this week',
    );
  });

  it('says how long a freeze is and when the membership now ends', () => {
    expect(
      describeEntry(
        entry({
          type: 'MembershipFrozen',
          data: {
            membershipId: PAYMENT,
            from: '2026-12-01',
            days: 10,
            reason: 'knee surgery',
            endDate: '2027-01-10',
          },
        }),
      ),
    ).toBe(
      `Membership Meera Iyer frozen by Gym Owner from ${formatCalendarDate('2026-12-01')} for 10 days, now ending ${formatCalendarDate('2027-01-10')}: knee surgery`,
    );
  });

  it('names the settings an owner changed, the GST rate as a percentage', () => {
    const text = describeEntry({
      event: {
        type: 'GymSettingsChanged',
        data: {
          legalName: null,
          address: null,
          phone: null,
          gstin: null,
          stateCode: null,
          sacCode: '999723',
          gstRateBasisPoints: 1250,
          pricesIncludeGst: true,
          upiId: null,
        },
      },
      actorName: 'Gym Owner',
      subject: null,
      changes: [{ field: 'gstRateBasisPoints', before: 1800, after: 1250 }],
    });
    expect(text).toBe('GST rate of the gym settings changed by Gym Owner: 18% → 12.5%');
  });
});

describe('describeEntry: branches', () => {
  const KORAMANGALA = '00000000-0000-4000-8000-000000000003';
  const details = {
    name: 'Koramangala',
    address: null,
    phone: null,
    stateCode: '29',
    gstin: null,
    upiId: null,
  };
  const about = (event: DomainEvent, subject: string | null = 'Koramangala') => ({
    event,
    actorName: 'Gym Owner',
    subject,
    changes: [],
  });

  it('says a branch opened with its code, closed and reopened, by whom and why', () => {
    expect(
      describeEntry(
        about({
          type: 'BranchOpened',
          data: { branchId: KORAMANGALA, code: 'KRM', receiptPrefix: 'KRM', ...details },
        }),
      ),
    ).toBe('Branch Koramangala (KRM) opened by Gym Owner');
    expect(
      describeEntry(
        about({ type: 'BranchClosed', data: { branchId: KORAMANGALA, reason: 'lease ended' } }),
      ),
    ).toBe('Branch Koramangala closed by Gym Owner: lease ended');
    expect(describeEntry(about({ type: 'BranchReopened', data: { branchId: KORAMANGALA } }))).toBe(
      'Branch Koramangala reopened by Gym Owner',
    );
  });

  it("names the branch's changed details", () => {
    expect(
      describeEntry({
        ...about({
          type: 'BranchDetailsChanged',
          data: { branchId: KORAMANGALA, ...details, phone: '080 4000 1234' },
        }),
        changes: [{ field: 'phone', before: null, after: '080 4000 1234' }],
      }),
    ).toBe('Phone of branch Koramangala changed by Gym Owner: — → 080 4000 1234');
    expect(
      describeEntry({
        ...about({
          type: 'BranchDetailsChanged',
          data: {
            branchId: KORAMANGALA,
            ...details,
            name: 'Koramangala 5th Block',
            upiId: 'k@ybl',
          },
        }),
        changes: [
          { field: 'name', before: 'Koramangala', after: 'Koramangala 5th Block' },
          { field: 'upiId', before: null, after: 'k@ybl' },
        ],
      }),
    ).toBe('Details of branch Koramangala 5th Block changed by Gym Owner: Name, UPI ID');
  });

  it('says a member moved to another branch, and why', () => {
    expect(
      describeEntry(
        about(
          {
            type: 'MemberTransferred',
            data: {
              memberId: PAYMENT,
              fromBranchId: MAIN_BRANCH_ID,
              toBranchId: KORAMANGALA,
              reason: 'moved house',
            },
          },
          'Meera Iyer',
        ),
      ),
    ).toBe('Member Meera Iyer moved to another branch by Gym Owner: moved house');
  });
});

describe('describeEntry: day close', () => {
  const KORAMANGALA = '00000000-0000-4000-8000-000000000003';
  const line = (expectedPaise: number, countedPaise: number, reason: string | null = null) => ({
    expectedPaise,
    countedPaise,
    differencePaise: countedPaise - expectedPaise,
    reason,
  });
  const closed = (cash: ReturnType<typeof line>): DomainEvent => ({
    type: 'DayClosed',
    data: {
      branchId: KORAMANGALA,
      day: '2026-11-25',
      openingFloatPaise: 200_000,
      cash,
      card: line(0, 0),
      upi: line(0, 0),
      bankTransfer: line(0, 0),
      denominations: null,
      bankedPaise: 0,
      floatLeftPaise: 200_000,
    },
  });
  const about = (event: DomainEvent, subject: string | null = 'Koramangala') => ({
    event,
    actorName: 'Ravi Desk',
    subject,
    changes: [],
  });

  it('says a day closed at a branch, by whom, and the cash short, over or as expected', () => {
    expect(describeEntry(about(closed(line(1_200_000, 1_150_000, 'Change given twice'))))).toBe(
      'Day 25 Nov 2026 closed at Koramangala by Ravi Desk: cash short by ₹500',
    );
    expect(describeEntry(about(closed(line(1_200_000, 1_200_050, 'Tip left'))))).toBe(
      'Day 25 Nov 2026 closed at Koramangala by Ravi Desk: cash over by ₹0.50',
    );
    expect(describeEntry(about(closed(line(1_200_000, 1_200_000)), null))).toBe(
      'Day 25 Nov 2026 closed by Ravi Desk: cash as expected',
    );
  });

  it('says a day reopened, by whom and why', () => {
    expect(
      describeEntry(
        about({
          type: 'DayReopened',
          data: { branchId: KORAMANGALA, day: '2026-11-25', reason: 'A card payment was missed' },
        }),
      ),
    ).toBe('Day 25 Nov 2026 reopened at Koramangala by Ravi Desk: A card payment was missed');
  });
});

describe('describeEntry: expenses', () => {
  const EXPENSE = '00000000-0000-4000-8000-000000000004';
  const RECURRING = '00000000-0000-4000-8000-000000000005';
  const about = (event: DomainEvent, subject: string | null = 'BESCOM') => ({
    event,
    actorName: 'Gym Owner',
    subject,
    changes: [],
  });
  const details = {
    branchId: MAIN_BRANCH_ID,
    categoryId: 'utilities' as const,
    amountPaise: 4_250_50,
    method: 'bank_transfer' as const,
    paidTo: 'BESCOM',
    note: null,
  };

  it('says an expense was recorded (by hand or by the job), voided and why, in rupees', () => {
    const recorded = {
      expenseId: EXPENSE,
      ...details,
      expenseDay: '2026-11-25',
      billNumber: 'EB-1101',
      recurringExpenseId: null,
    };
    expect(describeEntry(about({ type: 'ExpenseRecorded', data: recorded }))).toBe(
      'Expense of ₹4,250.50 (bank transfer) to BESCOM recorded by Gym Owner',
    );
    expect(
      describeEntry({
        ...about({
          type: 'ExpenseRecorded',
          data: { ...recorded, method: 'cash', recurringExpenseId: RECURRING },
        }),
        actorName: null,
      }),
    ).toBe('Expense of ₹4,250.50 (cash) to BESCOM recorded by the system (recurring)');
    expect(
      describeEntry(
        about({
          type: 'ExpenseVoided',
          data: {
            expenseId: EXPENSE,
            branchId: MAIN_BRANCH_ID,
            method: 'cash',
            amountPaise: 50_000,
            voidDay: '2026-11-26',
            reason: 'entered twice',
          },
        }),
      ),
    ).toBe('Expense of ₹500 voided by Gym Owner: entered twice');
  });

  it('says a category was added, and a recurring expense started and stopped', () => {
    expect(
      describeEntry(
        about(
          { type: 'ExpenseCategoryAdded', data: { categoryId: EXPENSE, name: 'Cleaning' } },
          null,
        ),
      ),
    ).toBe('Expense category Cleaning added by Gym Owner');
    expect(
      describeEntry(
        about({
          type: 'RecurringExpenseStarted',
          data: {
            recurringExpenseId: RECURRING,
            ...details,
            categoryId: 'rent',
            amountPaise: 45_000_00,
            paidTo: 'Landlord',
            dayOfMonth: 31,
            startsOn: '2026-11-01',
          },
        }),
      ),
    ).toBe('Recurring expense of ₹45,000 to Landlord on day 31 of each month started by Gym Owner');
    expect(
      describeEntry(
        about(
          {
            type: 'RecurringExpenseStopped',
            data: { recurringExpenseId: RECURRING, reason: 'moved out' },
          },
          'Landlord',
        ),
      ),
    ).toBe('Recurring expense Landlord stopped by Gym Owner: moved out');
  });
});
