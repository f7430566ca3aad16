import type { PlanState } from '../../command-service/src/plans/decider';
import { deterministicUuid } from '@gym/command-service';
import { planOn, type CataloguePlan, type PlanFamily } from './catalogue';
import type { Day } from './days';
import { weighted, type Random } from './random';

export type ActivePlan = Extract<PlanState, { exists: true }>;

/** A membership as it will happen: what the membership events are made from. */
export interface PlannedMembership {
  membershipId: string;
  renewsMembershipId: string | null;
  plan: ActivePlan;
  start: Day;
  end: Day;
  createdOn: Day;
  /** How many PaymentRecorded events it gets (a voided entry counts: it was recorded). */
  payments: number;
  cancelOn: Day | null;
}

export type Catalogue = ReadonlyMap<PlanFamily, CataloguePlan>;

const pickUsualFamily = weighted<PlanFamily>([
  ['monthly', 34],
  ['monthlyClasses', 8],
  ['quarterly', 24],
  ['halfYearly', 13],
  ['annual', 17],
  ['personalTraining', 4],
]);

/** Most pay at once; longer plans are more often paid in instalments. */
function usualPayments(random: Random, durationDays: number): number {
  const r = random.next();
  if (durationDays <= 45) return r < 0.94 ? 1 : 2;
  if (durationDays <= 90) return r < 0.8 ? 1 : r < 0.97 ? 2 : 3;
  if (durationDays <= 180) return r < 0.65 ? 1 : r < 0.9 ? 2 : 3;
  return r < 0.55 ? 1 : r < 0.8 ? 2 : r < 0.95 ? 3 : 4;
}

/** Days between a membership's end and its renewal being made at the desk. */
function renewalLag(random: Random): number {
  const r = random.next();
  return r < 0.55 ? 0 : r < 0.85 ? random.int(1, 3) : random.int(4, 10);
}

const TRIAL_SHARE = 0.15;
const GAP_SHARE = 0.07;
const CANCEL_SHARE = 0.016;
/** A payment is at least ₹1; the seed refuses more payments than a member's memberships can take. */
const MIN_PAYMENT_PAISE = 100;

function preferredFamily(random: Random, age: number): PlanFamily {
  if (age <= 22 && random.chance(0.35)) return 'student';
  if (age >= 58 && random.chance(0.5)) return 'senior';
  return pickUsualFamily(random);
}

function choosePlan(
  random: Random,
  catalogue: Catalogue,
  preferred: PlanFamily,
  day: Day,
): ActivePlan {
  const onOffer = (family: PlanFamily) => {
    const plan = catalogue.get(family);
    const state = plan && planOn(plan, day);
    return state?.fields.isActive ? state : null;
  };
  const seasonal =
    (random.chance(0.3) && onOffer('festive')) || (random.chance(0.15) && onOffer('summerCamp'));
  const plan = seasonal || onOffer(preferred) || onOffer('monthly');
  if (!plan) throw new Error('the catalogue has no monthly plan on offer');
  return plan;
}

/**
 * A member's memberships from the day they join: renewals that chain (each starts where the one
 * it renews ends), now and then a break or a cancellation, until their share of the payments is
 * used up or today is reached. Payments left over when today comes are spread over their
 * memberships as more instalments.
 */
export function planHistory(options: {
  random: Random;
  catalogue: Catalogue;
  joinDay: Day;
  age: number;
  budget: number;
  today: Day;
}): PlannedMembership[] {
  const { random, catalogue, joinDay, budget, today } = options;
  const planned: PlannedMembership[] = [];
  let left = budget;
  let family = preferredFamily(random, options.age);
  let start = joinDay;
  let renews: PlannedMembership | null = null;

  const trial = catalogue.get('trial');
  const trialPlan = trial && planOn(trial, joinDay);
  if (budget > 0 && trialPlan?.fields.isActive && random.chance(TRIAL_SHARE)) {
    const end = joinDay + trialPlan.fields.durationDays;
    if (end + 10 <= today) {
      renews = {
        membershipId: random.uuid(),
        renewsMembershipId: null,
        plan: trialPlan,
        start: joinDay,
        end,
        createdOn: joinDay,
        payments: 0,
        cancelOn: null,
      };
      planned.push(renews);
      start = end;
    }
  }

  while (left > 0) {
    const createdOn = renews ? start + renewalLag(random) : start;
    if (createdOn > today) break;
    if (renews && random.chance(0.08)) family = preferredFamily(random, options.age);
    const plan = choosePlan(random, catalogue, family, createdOn);
    const end = start + plan.fields.durationDays;
    const payments =
      plan.fields.pricePaise > 0
        ? Math.min(left, usualPayments(random, plan.fields.durationDays))
        : 0;
    const lastCancelDay = Math.min(end - 1, today);
    const cancelOn =
      random.chance(CANCEL_SHARE) && lastCancelDay > createdOn
        ? random.int(createdOn + 1, lastCancelDay)
        : null;
    const membership: PlannedMembership = {
      // As the renew route makes it: one renewal per membership, whoever asks.
      membershipId: renews ? deterministicUuid(`renewal-of:${renews.membershipId}`) : random.uuid(),
      renewsMembershipId: renews?.membershipId ?? null,
      plan,
      start,
      end,
      createdOn,
      payments,
      cancelOn,
    };
    planned.push(membership);
    left -= payments;

    if (cancelOn !== null) {
      renews = null;
      start = random.chance(0.5) ? cancelOn : cancelOn + random.int(30, 200);
    } else if (random.chance(GAP_SHARE)) {
      renews = null;
      start = end + random.int(10, 120);
    } else {
      renews = membership;
      start = end;
    }
  }

  if (left > 0) spreadLeftOver(random, planned, left);
  return planned;
}

/** Today came first: the member paid in more instalments than usual. */
function spreadLeftOver(random: Random, planned: PlannedMembership[], left: number) {
  const room = (m: PlannedMembership) =>
    Math.floor(m.plan.fields.pricePaise / MIN_PAYMENT_PAISE) - m.payments;
  const open = planned.filter((m) => room(m) > 0);
  while (left > 0) {
    if (open.length === 0) {
      throw new Error(
        `a member's memberships cannot take ${left} more payments: ask for fewer payments per member`,
      );
    }
    const weightSum = open.reduce((sum, m) => sum + m.plan.fields.durationDays, 0);
    const share = Math.max(1, Math.ceil(left / open.length));
    let r = random.next() * weightSum;
    const index = open.findIndex((m) => (r -= m.plan.fields.durationDays) < 0);
    const chosen = open[index === -1 ? open.length - 1 : index]!;
    const add = Math.min(left, share, room(chosen), random.int(1, share));
    chosen.payments += add;
    left -= add;
    if (room(chosen) === 0) open.splice(open.indexOf(chosen), 1);
  }
}
