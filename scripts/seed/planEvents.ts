import type { NewEvent } from '@gym/contracts';
import { planDecider } from '@gym/domain';
import { planCommands, type CataloguePlan } from './catalogue';
import type { GymClock } from './clock';
import type { Random } from './random';
import { StreamRecorder } from './recorder';

/** A plan's stream: made by the owner, then its price revisions and seasons, before opening time. */
export function planEvents(
  plan: CataloguePlan,
  ctx: { clock: GymClock; random: Random; owner: string },
): NewEvent[] {
  const recorder = new StreamRecorder(planDecider, ctx.clock, ctx.random);
  planCommands(plan).forEach(({ day, command }, i) => {
    recorder.record(command, {
      day,
      minute: i === 0 ? 11 * 60 : 5 * 60 + 30,
      actorUserId: ctx.owner,
      correlationId: ctx.random.uuid(),
    });
  });
  return recorder.events;
}
