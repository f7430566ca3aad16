import type { Db } from '@gym/platform';
import { getGymLogo } from '@gym/projection-service';

/** The gym's logo file by its SHA-256 (the content-addressed store), or null. */
export async function gymLogoFile(
  db: Db,
  sha256: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const row: { content_type: string; bytes: Buffer } | undefined = await db('gym_logos')
    .where({ sha256 })
    .first('content_type', 'bytes');
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

/** The logo file in force at an instant (a payment's recording), for the receipt's PDF. */
export async function receiptLogo(db: Db, at: string): Promise<Uint8Array | null> {
  const logo = await getGymLogo(db, at);
  return logo ? ((await gymLogoFile(db, logo.sha256))?.bytes ?? null) : null;
}
