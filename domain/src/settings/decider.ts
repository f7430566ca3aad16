import {
  DomainError,
  defaultGymSettings,
  gymSettingsProblems,
  type GymLogoChanged,
  type GymSettings,
  type GymSettingsEvent,
} from '@gym/contracts';
import type { StreamDecider } from '../decider';

export type GymSettingsState = {
  settings: GymSettings;
  changed: boolean;
  /** The logo's SHA-256, or null without one. */
  logoSha256: string | null;
};

type Logo = GymLogoChanged['data']['logo'];

export type GymSettingsCommand =
  { type: 'ChangeGymSettings'; settings: GymSettings } | { type: 'ChangeGymLogo'; logo: Logo };

const KEYS = Object.keys(defaultGymSettings()) as (keyof GymSettings)[];
const same = (a: GymSettings, b: GymSettings) => KEYS.every((k) => a[k] === b[k]);

/** The gym's one set of settings (stream `gym-settings`); each change records every value. */
export const gymSettingsDecider: StreamDecider<
  GymSettingsCommand,
  GymSettingsEvent,
  GymSettingsState
> = {
  snapshot: { kind: 'gym-settings', version: 2 },
  initialState: () => ({ settings: defaultGymSettings(), changed: false, logoSha256: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'GymSettingsChanged':
        // A change recorded before a setting existed leaves it at its default.
        return {
          ...state,
          settings: { ...defaultGymSettings(), ...event.data },
          changed: true,
        };
      case 'GymLogoChanged':
        return { ...state, logoSha256: event.data.logo?.sha256 ?? null };
      default: {
        const unknown: never = event;
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
      case 'ChangeGymLogo': {
        // The same file again, or removing no logo, records nothing.
        if ((command.logo?.sha256 ?? null) === state.logoSha256) return [];
        return [{ type: 'GymLogoChanged', data: { logo: command.logo } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
