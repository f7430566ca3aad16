// The build: the services and the operator commands as JavaScript bundles in dist/ (esbuild), and
// the admin UI in admin-ui/dist (Vite). Each half is rebuilt only when its sources changed since it
// was last built, so a start after the first costs a hash of the sources, not a build.
//
//   node scripts/build.mjs [--force] [--quiet]      (npm run build)
//
// Plain JavaScript on purpose: it runs before anything is compiled, with dependencies only.
// scripts/run.mjs calls buildIfChanged before it runs a bundle.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'dist');
const STAMPS = path.join(OUT, 'build-stamps.json');

const PACKAGES = ['contracts', 'domain', 'platform', 'projection-service', 'command-service'];

/** What `npm start`, the services and the operator commands run: dist/<name>.js. */
const SERVER_ENTRIES = {
  start: 'scripts/start.ts',
  command: 'command-service/src/main.ts',
  projection: 'projection-service/src/main.ts',
  worker: 'command-service/src/worker.ts',
  job: 'scripts/job.ts',
  rebuild: 'scripts/rebuild.ts',
  'verify-books': 'scripts/verifyBooks.ts',
  user: 'scripts/user.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  // Loaded by the receipt workers (renderWorker.mjs) in a thread of their own.
  renderTasks: 'command-service/src/receipts/renderTasks.ts',
  // Loaded by the books' verification (verifyWorker.mjs) in a thread of its own.
  verifyTask: 'command-service/src/seals/verifyTask.ts',
};

const SERVER_INPUTS = [...PACKAGES.map((p) => `${p}/src`), 'scripts', 'package-lock.json'];
const UI_INPUTS = ['contracts/src', 'admin-ui', 'package-lock.json', 'scripts/build.mjs'];
const SKIPPED = new Set(['node_modules', 'dist', 'e2e', 'test-output']);

function filesUnder(relative) {
  const full = path.join(ROOT, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)))
    .sort();
}

/** A hash of the inputs' paths and contents: what decides whether a half is rebuilt. */
function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function readStamps() {
  try {
    return JSON.parse(fs.readFileSync(STAMPS, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamps(stamps) {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(`${STAMPS}.tmp`, JSON.stringify(stamps, null, 2));
  fs.renameSync(`${STAMPS}.tmp`, STAMPS);
}

/** Our packages (@gym/*) are bundled in; every other package stays an import of node_modules. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gym/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildServer() {
  const { build } = await import('esbuild');
  // Chunk names change with their contents: an old build's files go first.
  for (const name of fs.existsSync(OUT) ? fs.readdirSync(OUT) : []) {
    if (name !== path.basename(STAMPS)) fs.rmSync(path.join(OUT, name), { recursive: true });
  }
  await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Code behind a dynamic import (BullMQ, SMTP, PDF rendering) is a chunk of its own, loaded
    // only when used. Chunks sit beside the entries, so paths relative to import.meta.url hold.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    plugins: [dependenciesStayExternal],
    logLevel: 'error',
  });
  // Files Node loads by path beside the code that names them (worker entry, module hooks).
  for (const file of PACKAGES.flatMap((p) => filesUnder(`${p}/src`))) {
    if (file.endsWith('.mjs')) {
      fs.copyFileSync(path.join(ROOT, file), path.join(OUT, path.basename(file)));
    }
  }
}

/** `vite build` in admin-ui, with the Vite that admin-ui depends on. */
async function buildUi(quiet) {
  const root = path.join(ROOT, 'admin-ui');
  const manifest = createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const vite = path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
  const args = [vite, 'build', ...(quiet ? ['--logLevel', 'error'] : [])];
  // Always the production build of React and the rest, whatever NODE_ENV the caller runs under
  // (vitest sets it to "test" when its set-up rebuilds).
  const env = { ...process.env, NODE_ENV: 'production' };
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (status !== 0) throw new Error(`vite build failed (exit ${status})`);
}

/** Builds each half whose sources changed since its last build (every half with `force`). */
export async function buildIfChanged({ force = false, quiet = false } = {}) {
  const stamps = readStamps();
  const halves = [
    { name: 'server', inputs: SERVER_INPUTS, output: 'dist/start.js', run: buildServer },
    { name: 'ui', inputs: UI_INPUTS, output: 'admin-ui/dist/index.html', run: buildUi },
  ];
  for (const half of halves) {
    const hash = hashOf(half.inputs);
    const built = fs.existsSync(path.join(ROOT, half.output));
    if (!force && built && stamps[half.name] === hash) continue;
    const started = Date.now();
    if (!quiet) console.log(`[build] ${half.name}…`);
    await half.run(quiet);
    stamps[half.name] = hash;
    writeStamps(stamps);
    if (!quiet)
      console.log(`[build] ${half.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  buildIfChanged({ force: argv.includes('--force'), quiet: argv.includes('--quiet') }).catch(
    (error) => {
      console.error(error instanceof Error && 'errors' in error ? error.message : error);
      process.exit(1);
    },
  );
}
