import type { Knex } from 'knex';

export type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/**
 * One package's migrations by name: the names recorded in `knex_migrations`, so never renamed.
 * Listed in code, so they run the same under tsx, vitest and a bundler.
 */
export type MigrationList = Readonly<Record<string, Migration>>;

/**
 * Runs the lists' pending migrations in one batch, list after list in the order given (each in
 * name order): pass them in dependency order, platform's first. All packages share the one
 * `knex_migrations` table, and a process registers only the lists it needs, so names recorded
 * by another package's migrations are expected there, not an error.
 */
export async function migrateToLatest(db: Knex, ...lists: MigrationList[]): Promise<void> {
  const byName = new Map<string, Migration>();
  for (const list of lists) {
    for (const name of Object.keys(list).sort()) {
      if (byName.has(name)) throw new Error(`Migration ${name} is listed twice.`);
      byName.set(name, list[name]!);
    }
  }
  const source: Knex.MigrationSource<string> = {
    getMigrations: async () => [...byName.keys()],
    getMigrationName: (name) => name,
    getMigration: async (name) => byName.get(name)!,
  };
  await db.migrate.latest({ migrationSource: source, disableMigrationsListValidation: true });
}
