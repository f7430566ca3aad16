import { monthOf, type Day } from './days';
import { createRandom, weighted } from './random';

/** When each member joins and how many payments their history holds (adding up to the total). */
export interface Roster {
  joinDays: Int32Array;
  budgets: Int32Array;
}

/** More people join in January, after Diwali and before summer; fewer in the monsoon. */
const MONTH_WEIGHT = [0, 1.5, 1.1, 1.0, 1.1, 1.2, 1.0, 0.8, 0.8, 0.9, 0.8, 1.1, 0.9];

/** How much of their time since joining a member keeps a membership going. */
const pickLoyalty = weighted<readonly [number, number]>([
  [[0.1, 0.35], 35],
  [[0.4, 0.8], 35],
  [[0.85, 1], 30],
]);

function joinDay(random: ReturnType<typeof createRandom>, start: Day, today: Day): Day {
  const span = today - start;
  for (;;) {
    const day = start + random.int(0, span);
    // A growing gym: more joiners lately.
    const growth = span === 0 ? 1 : 0.6 + (0.4 * (day - start)) / span;
    if (random.next() * 1.5 < MONTH_WEIGHT[monthOf(day)]! * growth) return day;
  }
}

export function planRoster(options: {
  seed: number;
  members: number;
  payments: number;
  start: Day;
  today: Day;
}): Roster {
  const { members, payments, start, today } = options;
  const joinDays = new Int32Array(members);
  const weights = new Float64Array(members);
  let total = 0;
  for (let i = 0; i < members; i++) {
    const random = createRandom(`${options.seed}:join:${i}`);
    joinDays[i] = joinDay(random, start, today);
    const [low, high] = pickLoyalty(random);
    const loyalty = low + random.next() * (high - low);
    weights[i] = (today - joinDays[i]! + 1) * loyalty;
    total += weights[i]!;
  }
  // Cumulative rounding: each member's share, and the shares add up to exactly `payments`.
  const budgets = new Int32Array(members);
  let cumulative = 0;
  let given = 0;
  for (let i = 0; i < members; i++) {
    cumulative += weights[i]!;
    const upTo = i === members - 1 ? payments : Math.floor((payments * cumulative) / total);
    budgets[i] = Math.max(0, upTo - given);
    given += budgets[i]!;
  }
  return { joinDays, budgets };
}
