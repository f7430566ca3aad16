import { SCHEMA_VERSION, parseDomainEvent, type DomainEvent, type NewEvent } from '@gym/contracts';
import type { Decider } from '@gym/domain';
import type { Day } from './days';
import type { GymClock, Minute } from './clock';
import type { Random } from './random';

/** When and by whom a command is made (metadata as the command handler writes it). */
export interface CommandAt {
  day: Day;
  minute: Minute;
  actorUserId: string | null;
  correlationId: string;
}

/**
 * One stream's events, made as the command handler makes them: the real decider decides on the
 * state so far (so a command it would refuse throws here too), each event is checked against its
 * schema and gets its metadata; ids come from the seeded random source.
 */
export class StreamRecorder<Command, Event extends DomainEvent, State> {
  state: State;
  readonly events: NewEvent[] = [];

  constructor(
    private readonly decider: Decider<Command, Event, State>,
    private readonly clock: GymClock,
    private readonly random: Random,
  ) {
    this.state = decider.initialState();
  }

  record(command: Command, at: CommandAt): Event[] {
    const decided = this.decider.decide(command, this.state);
    const occurredAt = this.clock.at(at.day, at.minute);
    for (const event of decided) {
      parseDomainEvent(event.type, event.data);
      this.state = this.decider.evolve(this.state, event);
      this.events.push({
        type: event.type,
        data: event.data,
        metadata: {
          eventId: this.random.uuid(),
          occurredAt,
          actorUserId: at.actorUserId,
          correlationId: at.correlationId,
          causationId: null,
          schemaVersion: SCHEMA_VERSION,
        },
      });
    }
    return decided;
  }
}

export interface Moment {
  day: Day;
  minute: Minute;
}

const OPENING_HOURS = { open: 6 * 60, close: 21 * 60 };

/**
 * Keeps commands in time order: each comes a few minutes after the one before (or at a random
 * time in opening hours on a later day), and none before `after`.
 */
export class Timeline {
  day: Day = -Infinity;
  minute: Minute = 0;

  constructor(
    private readonly random: Random,
    after?: Moment,
  ) {
    if (after) ({ day: this.day, minute: this.minute } = after);
  }

  get moment(): Moment {
    return { day: this.day, minute: this.minute };
  }

  /** A moment on `day` (not before the last one): during opening hours, or `gap` minutes later. */
  next(day: Day, gap: readonly [number, number] = [1, 10]): Moment {
    if (day > this.day) {
      this.day = day;
      this.minute = this.random.int(OPENING_HOURS.open, OPENING_HOURS.close);
    } else {
      this.minute = Math.min(24 * 60 - 1, this.minute + this.random.int(gap[0], gap[1]));
    }
    return this.moment;
  }

  /** A fixed time of day (the expiry job's 00:05) on a later day. */
  at(day: Day, minute: Minute): Moment {
    if (day > this.day) {
      this.day = day;
      this.minute = minute;
    } else this.minute = Math.max(this.minute, minute);
    return this.moment;
  }
}
