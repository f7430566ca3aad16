import type { Knex } from 'knex';
import { defaultGymSettings, type GymSettings } from '@gym/contracts';

export interface GymSettingsVersion {
  settings: GymSettings;
  /** When they were set; null for the defaults (never set). */
  changedAt: string | null;
}

interface Row {
  settings: GymSettings;
  occurred_at: Date;
}

const version = (row: Row | undefined): GymSettingsVersion =>
  row
    ? {
        settings: { ...defaultGymSettings(), ...row.settings },
        changedAt: row.occurred_at.toISOString(),
      }
    : { settings: defaultGymSettings(), changedAt: null };

/** The gym's settings now. */
export async function getGymSettings(db: Knex): Promise<GymSettingsVersion> {
  const row = await db<Row>('gym_settings_changes')
    .select('settings', 'occurred_at')
    .orderBy('occurred_at', 'desc')
    .orderBy('revision', 'desc')
    .first();
  return version(row);
}

/** The settings in force at an instant (a payment's recording): the last change at or before it. */
export async function getGymSettingsAt(db: Knex, at: string | Date): Promise<GymSettingsVersion> {
  const row = await db<Row>('gym_settings_changes')
    .select('settings', 'occurred_at')
    .where('occurred_at', '<=', new Date(at))
    .orderBy('occurred_at', 'desc')
    .orderBy('revision', 'desc')
    .first();
  return version(row);
}

/** The logo in force: its SHA-256 and type, or null when none is set (or it was removed). */
export interface GymLogoVersion {
  sha256: string;
  contentType: string;
}

/** The logo now, or the one in force at an instant (a payment's recording). */
export async function getGymLogo(db: Knex, at?: string | Date): Promise<GymLogoVersion | null> {
  const query = db('gym_logo_changes')
    .select('sha256', 'content_type')
    .orderBy('occurred_at', 'desc')
    .orderBy('revision', 'desc');
  if (at !== undefined) query.where('occurred_at', '<=', new Date(at));
  const row = (await query.first()) as
    { sha256: string | null; content_type: string | null } | undefined;
  return row?.sha256 && row.content_type
    ? { sha256: row.sha256, contentType: row.content_type }
    : null;
}
