import type { PlanAdmits } from '@gym/contracts';
import type { PlanCommand, PlanFields, PlanState } from '@gym/domain';
import { dayIn, yearOf, type Day } from './days';
import type { Random } from './random';

export type PlanFamily =
  | 'monthly'
  | 'monthlyClasses'
  | 'quarterly'
  | 'halfYearly'
  | 'annual'
  | 'personalTraining'
  | 'student'
  | 'senior'
  | 'trial'
  | 'festive'
  | 'summerCamp';

interface PlanSpec {
  family: PlanFamily;
  name: string;
  description: string | null;
  /** Today's price; earlier years were cheaper (a price revision each 1 April). */
  pricePaise: number;
  durationDays: number;
  features: string[];
  /** Sold only between these month-days each year (created at the first such season). */
  season?: { from: [month: number, day: number]; to: [month: number, day: number] };
}

const rupees = (amount: number) => amount * 100;

/** A mid-sized Indian gym's catalogue, prices in paise. */
const SPECS: readonly PlanSpec[] = [
  {
    family: 'monthly',
    name: 'Gym Monthly',
    description: 'Full gym floor access, 6 am to 10 pm',
    pricePaise: rupees(1500),
    durationDays: 30,
    features: ['Gym floor access', 'Locker', 'Fitness assessment'],
  },
  {
    family: 'monthlyClasses',
    name: 'Gym + Group Classes Monthly',
    description: 'Gym floor plus Zumba, yoga and functional training batches',
    pricePaise: rupees(2200),
    durationDays: 30,
    features: ['Gym floor access', 'Zumba', 'Yoga', 'Functional training', 'Locker'],
  },
  {
    family: 'quarterly',
    name: 'Gym Quarterly',
    description: 'Three months of gym floor access',
    pricePaise: rupees(4000),
    durationDays: 90,
    features: ['Gym floor access', 'Locker', 'Fitness assessment', 'Diet consultation'],
  },
  {
    family: 'halfYearly',
    name: 'Gym Half-Yearly',
    description: 'Six months of gym floor access',
    pricePaise: rupees(7000),
    durationDays: 180,
    features: ['Gym floor access', 'Locker', 'Monthly fitness assessment', 'Diet consultation'],
  },
  {
    family: 'annual',
    name: 'Gym Annual',
    description: 'Twelve months of gym floor access, best value',
    pricePaise: rupees(12000),
    durationDays: 365,
    features: [
      'Gym floor access',
      'Locker',
      'Monthly fitness assessment',
      'Diet plan',
      '2 guest passes',
    ],
  },
  {
    family: 'personalTraining',
    name: 'Personal Training Monthly',
    description: '12 one-to-one sessions with a certified trainer, gym access included',
    pricePaise: rupees(6500),
    durationDays: 30,
    features: [
      'Gym floor access',
      '12 personal training sessions',
      'Diet plan',
      'Body composition analysis',
    ],
  },
  {
    family: 'student',
    name: 'Student Monthly',
    description: 'For college students with a valid ID card, 6 am to 4 pm',
    pricePaise: rupees(1100),
    durationDays: 30,
    features: ['Gym floor access (off-peak)', 'Locker'],
  },
  {
    family: 'senior',
    name: 'Senior Citizen Quarterly',
    description: 'For members aged 58 and above: gym floor and yoga',
    pricePaise: rupees(3000),
    durationDays: 90,
    features: ['Gym floor access', 'Yoga', 'Physiotherapist check-in'],
  },
  {
    family: 'trial',
    name: 'Free Trial (3 days)',
    description: 'Try the gym for three days, once per person',
    pricePaise: 0,
    durationDays: 3,
    features: ['Gym floor access'],
  },
  {
    family: 'festive',
    name: 'Diwali Offer Annual',
    description: 'Twelve months at the festive price; sold from Dussehra to Bhai Dooj',
    pricePaise: rupees(9999),
    durationDays: 365,
    features: ['Gym floor access', 'Locker', 'Diet plan', 'Gym T-shirt'],
    season: { from: [10, 10], to: [11, 10] },
  },
  {
    family: 'summerCamp',
    name: 'Summer Weight-Loss Camp (45 days)',
    description: 'Six mornings a week of HIIT and diet coaching, April and May only',
    pricePaise: rupees(4500),
    durationDays: 45,
    features: ['HIIT batches', 'Diet coaching', 'Weekly weigh-in'],
    season: { from: [4, 1], to: [5, 31] },
  },
];

/** One state of a plan, from `day` on (changes happen before the gym opens). */
interface PlanVersion {
  day: Day;
  fields: PlanFields;
}

export interface CataloguePlan {
  planId: string;
  family: PlanFamily;
  versions: readonly PlanVersion[];
}

/** The price a plan had `revisions` price revisions ago: 8% a year, to the nearest ₹50. */
function earlierPrice(price: number, revisions: number): number {
  if (price === 0 || revisions === 0) return price;
  return Math.max(rupees(50), Math.round(price / 1.08 ** revisions / rupees(50)) * rupees(50));
}

/** An annual membership admits at every branch of a chain; the others at the member's own. */
const admitsOf = (family: PlanFamily): PlanAdmits =>
  family === 'annual' ? { kind: 'all' } : { kind: 'home' };

function regularVersions(spec: PlanSpec, created: Day, today: Day): PlanVersion[] {
  const aprils: Day[] = [];
  for (let year = yearOf(created); year <= yearOf(today); year++) {
    const april = dayIn(year, 4, 1);
    if (april > created && april <= today) aprils.push(april);
  }
  const fields = (revisionsLeft: number): PlanFields => ({
    name: spec.name,
    description: spec.description,
    pricePaise: earlierPrice(spec.pricePaise, revisionsLeft),
    durationDays: spec.durationDays,
    features: spec.features,
    isActive: true,
    maxFreezeDays: null,
    admits: admitsOf(spec.family),
  });
  return [
    { day: created, fields: fields(aprils.length) },
    ...aprils.map((day, i) => ({ day, fields: fields(aprils.length - i - 1) })),
  ].filter((v, i, all) => i === 0 || v.fields.pricePaise !== all[i - 1]!.fields.pricePaise);
}

/** Active in each season within [created, today]; none when no season falls there. */
function seasonalVersions(
  spec: PlanSpec,
  season: NonNullable<PlanSpec['season']>,
  created: Day,
  today: Day,
): PlanVersion[] {
  const fields: PlanFields = {
    name: spec.name,
    description: spec.description,
    pricePaise: spec.pricePaise,
    durationDays: spec.durationDays,
    features: spec.features,
    isActive: true,
    maxFreezeDays: null,
    admits: admitsOf(spec.family),
  };
  const versions: PlanVersion[] = [];
  for (let year = yearOf(created); year <= yearOf(today); year++) {
    const from = Math.max(created, dayIn(year, ...season.from));
    const to = dayIn(year, ...season.to) + 1;
    if (from >= to || from > today) continue;
    versions.push({ day: from, fields });
    if (to <= today) versions.push({ day: to, fields: { ...fields, isActive: false } });
  }
  return versions;
}

/** The catalogue as it evolved from `created` (before the first member) until `today`. */
export function buildCatalogue(random: Random, created: Day, today: Day): CataloguePlan[] {
  return SPECS.flatMap((spec) => {
    const planId = random.uuid();
    const versions = spec.season
      ? seasonalVersions(spec, spec.season, created, today)
      : regularVersions(spec, created, today);
    return versions.length ? [{ planId, family: spec.family, versions }] : [];
  });
}

/** The plan as the membership decider would load it on `day`; null before it exists. */
export function planOn(plan: CataloguePlan, day: Day): Extract<PlanState, { exists: true }> | null {
  let found: PlanVersion | null = null;
  for (const v of plan.versions) {
    if (v.day > day) break;
    found = v;
  }
  return found && { exists: true, planId: plan.planId, fields: found.fields };
}

/** The commands that give a plan its history, with the day each is made. */
export function planCommands(plan: CataloguePlan): { day: Day; command: PlanCommand }[] {
  return plan.versions.map((v, i) => {
    const previous = plan.versions[i - 1];
    if (!previous)
      return { day: v.day, command: { type: 'CreatePlan', planId: plan.planId, fields: v.fields } };
    const onlyDeactivates =
      !v.fields.isActive &&
      previous.fields.isActive &&
      v.fields.pricePaise === previous.fields.pricePaise;
    return {
      day: v.day,
      command: onlyDeactivates
        ? { type: 'DeactivatePlan', planId: plan.planId }
        : { type: 'UpdatePlan', planId: plan.planId, fields: v.fields },
    };
  });
}
