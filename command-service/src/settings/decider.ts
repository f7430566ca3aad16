import {
  DomainError,
  defaultGymSettings,
  gymSettingsProblems,
  type GymSettings,
  type GymSettingsEvent,
} from '@gym/contracts';
import type { StreamDecider } from '../commands/decider';

export type GymSettingsState = { settings: GymSettings; changed: boolean };

export type GymSettingsCommand = { type: 'ChangeGymSettings'; settings: GymSettings };

const KEYS = Object.keys(defaultGymSettings()) as (keyof GymSettings)[];
const same = (a: GymSettings, b: GymSettings) => KEYS.every((k) => a[k] === b[k]);

/** The gym's one set of settings (stream `gym-settings`); each change records every value. */
export const gymSettingsDecider: StreamDecider<
  GymSettingsCommand,
  GymSettingsEvent,
  GymSettingsState
> = {
  snapshot: { kind: 'gym-settings', version: 2 },
  initialState: () => ({ settings: defaultGymSettings(), changed: false }),

  evolve(_state, event) {
    switch (event.type) {
      case 'GymSettingsChanged':
        // A change recorded before a setting existed leaves it at its default.
        return { settings: { ...defaultGymSettings(), ...event.data }, changed: true };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ChangeGymSettings': {
        const problems = gymSettingsProblems(command.settings);
        const first = Object.values(problems)[0];
        if (first) throw new DomainError('invalid', first, problems);
        if (state.changed && same(state.settings, command.settings)) return [];
        return [{ type: 'GymSettingsChanged', data: { ...command.settings } }];
      }
      default: {
        const unknown: never = command.type;
        return unknown;
      }
    }
  },
};
