// The dependency rule (docs/architecture.md) as allow-lists, kept by eslint-plugin-boundaries.
// Every import, `export … from`, require() and dynamic import() in the packages' code is checked:
// an import that no policy allows fails the lint. scripts/lint/boundaries.test.ts breaks each rule
// on purpose and sees it fail.
import { readFileSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Where code lives: folders; a file belongs to the first that holds it. The command service's
 * command handling, jobs and HTTP plumbing are elements of their own; the rest of its src is one.
 */
const ELEMENTS = [
  { type: 'contracts', pattern: 'contracts/src' },
  { type: 'domain', pattern: 'domain/src' },
  { type: 'platform', pattern: 'platform/src' },
  { type: 'projection-service', pattern: 'projection-service/src' },
  { type: 'cs-commands', pattern: 'command-service/src/commands' },
  { type: 'cs-jobs', pattern: 'command-service/src/jobs' },
  { type: 'cs-http', pattern: 'command-service/src/http' },
  { type: 'command-service', pattern: 'command-service/src' },
  { type: 'admin-ui', pattern: 'admin-ui/src' },
  { type: 'admin-ui-build', pattern: 'admin-ui' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'test-setup', pattern: 'scripts/test' },
  { type: 'scripts', pattern: 'scripts' },
];

/** Pure rules (deciders and the rules they share), in the command service or the domain package. */
const PURE_RULES = [
  'decider.ts',
  '*Decider.ts',
  'checkIns/rule.ts',
  'memberships/freezes.ts',
  'receipts/receiptNumberDecision.ts',
].flatMap((file) => [`command-service/src/**/${file}`, `domain/src/**/${file}`]);

/**
 * What a file is: the first category that matches. Test code is test files, test helpers
 * (`testing/`, `testing.ts`), benchmarks, the shared test set-up and the browser tests.
 */
const FILES = [
  {
    category: 'test',
    pattern: [
      '**/testing/**',
      '**/testing.ts',
      '**/*.test.{ts,tsx}',
      '**/*.bench.ts',
      'scripts/bench/**',
      'scripts/test/**',
      'e2e/**',
      // The event store's contract suite, run against each adapter by its *.contract.test.ts.
      'platform/src/eventStore/contract.ts',
    ],
  },
  { category: 'pure', pattern: PURE_RULES },
  {
    category: 'route',
    pattern: ['command-service/src/*/routes.ts', 'command-service/src/*/*Routes.ts'],
  },
  { category: 'main', pattern: ['command-service/src/*.{ts,mjs}'] },
  { category: 'production', pattern: ['**/*'] },
];
const PRODUCTION = ['pure', 'route', 'main', 'production'];
const IMPURE = ['route', 'main', 'production'];

/** The workspace packages (folder = name): their elements, the packages they may import by name. */
const PACKAGES = {
  contracts: { elements: ['contracts'], uses: [] },
  domain: { elements: ['domain'], uses: ['contracts'] },
  platform: { elements: ['platform'], uses: ['contracts'] },
  // domain: the membership status rule, which the memberships projector shares with the decider.
  'projection-service': {
    elements: ['projection-service'],
    uses: ['domain', 'platform', 'contracts'],
  },
  'command-service': {
    elements: ['cs-commands', 'cs-jobs', 'cs-http', 'command-service'],
    uses: ['domain', 'projection-service', 'platform', 'contracts'],
  },
  'admin-ui': { elements: ['admin-ui', 'admin-ui-build'], uses: ['contracts'] },
  e2e: { elements: ['e2e'], uses: ['command-service', 'platform', 'contracts'] },
  // Operator commands and the shared test set-up: no package, so others reach them by path.
  scripts: {
    elements: ['scripts', 'test-setup'],
    uses: ['domain', 'command-service', 'projection-service', 'platform', 'contracts'],
  },
};
const CS = PACKAGES['command-service'].elements;
const packageJson = (folder) =>
  JSON.parse(readFileSync(new URL(`./${folder}package.json`, import.meta.url), 'utf8'));
const UI_LIBRARIES = Object.keys(packageJson('admin-ui/').dependencies);
/**
 * What a production install leaves out (the root devDependencies: test, lint and build tools):
 * test code only. Except tsx: the receipt worker compiles its task with it when run from sources.
 */
const DEV_ONLY = Object.keys(packageJson('').devDependencies).filter((name) => name !== 'tsx');
const ANY_LIBRARY = 'any Node module or npm package a production install has';
const TEST_LIBRARIES = 'any Node module or npm package';

/**
 * The allow-lists. Code of `elements` and `categories` (production code unless told) may import
 * `local` code by path ([elements, categories] pairs; production code unless told, so production
 * code never imports test code, not even its own package's), other workspace `packages` by their
 * name only (`@gym/…`, never a path into one) and `libraries` (ANY_LIBRARY, TEST_LIBRARIES, or
 * only the npm packages named: then no Node module either).
 */
const POLICIES = [
  // Pure code: contracts and zod, nothing else (no I/O, no Node modules, no database).
  { elements: 'contracts', local: [['contracts']], libraries: ['zod'] },
  { elements: 'domain', local: [['domain']], packages: ['contracts'], libraries: ['zod'] },
  // Pure rules still in the command service (deciders, the check-in and freeze rules), in any of
  // its folders: the folders' policies below are for the rest of their code.
  {
    elements: CS,
    categories: 'pure',
    local: [[CS, 'pure']],
    packages: ['domain', 'contracts'],
    libraries: ['zod'],
  },

  { elements: 'platform', local: [['platform']], packages: ['contracts'], libraries: ANY_LIBRARY },
  {
    elements: 'projection-service',
    local: [['projection-service']],
    packages: PACKAGES['projection-service'].uses,
    libraries: ANY_LIBRARY,
  },

  // The command service by folder. Its start-up files (src/*.ts) wire everything together, routes
  // and jobs included: those are imported nowhere else.
  {
    elements: 'command-service',
    categories: 'main',
    local: [[CS]],
    packages: PACKAGES['command-service'].uses,
    libraries: ANY_LIBRARY,
  },
  // Routes and features: features, pure rules, command handling, the HTTP plumbing, the queries
  // (@gym/projection-service); never jobs, routes or start-up files.
  {
    elements: 'command-service',
    categories: ['route', 'production'],
    local: [['command-service', ['production', 'pure']], [['cs-commands', 'cs-http']]],
    packages: PACKAGES['command-service'].uses,
    libraries: ANY_LIBRARY,
  },
  // Command handling (commands/): itself and the pure rules.
  {
    elements: 'cs-commands',
    categories: IMPURE,
    local: [['cs-commands'], [CS, 'pure']],
    packages: PACKAGES['command-service'].uses,
    libraries: ANY_LIBRARY,
  },
  // The HTTP plumbing (http/): itself, command handling, features.
  {
    elements: 'cs-http',
    categories: IMPURE,
    local: [[['cs-http', 'cs-commands']], ['command-service', ['production', 'pure']]],
    packages: PACKAGES['command-service'].uses,
    libraries: ANY_LIBRARY,
  },
  // Jobs (jobs/): themselves, command handling, features; not the HTTP plumbing.
  {
    elements: 'cs-jobs',
    categories: IMPURE,
    local: [[['cs-jobs', 'cs-commands']], ['command-service', ['production', 'pure']]],
    packages: PACKAGES['command-service'].uses,
    libraries: ANY_LIBRARY,
  },

  // The UI: contracts and the npm packages admin-ui/package.json lists; no Node module.
  { elements: 'admin-ui', local: [['admin-ui']], packages: ['contracts'], libraries: UI_LIBRARIES },
  { elements: 'admin-ui-build', local: [['admin-ui-build']], libraries: ANY_LIBRARY },

  {
    elements: 'scripts',
    local: [['scripts']],
    packages: PACKAGES.scripts.uses,
    libraries: ANY_LIBRARY,
  },

  // Test code: its package's code (production and test), the operator scripts and the shared
  // test set-up in scripts/ (by path), the packages its package uses (by name), any library.
  ...Object.entries(PACKAGES).map(([, { elements, uses }]) => ({
    elements,
    categories: 'test',
    local: [
      [
        [...elements, ...PACKAGES.scripts.elements],
        [...PRODUCTION, 'test'],
      ],
    ],
    packages: uses,
    libraries: TEST_LIBRARIES,
  })),
];

const code = (elements, categories = PRODUCTION) => ({
  element: { type: elements },
  file: { categories },
});

/** A POLICIES entry as the plugin's policy: one allow entry for paths and libraries, one by name. */
function toPolicy({ elements, categories, local = [], packages = [], libraries = [] }) {
  const library =
    libraries === TEST_LIBRARIES
      ? [{ module: { origin: ['external', 'core'] } }]
      : libraries === ANY_LIBRARY
        ? [
            { module: { origin: 'core' } },
            { module: { origin: 'external', source: `!{${DEV_ONLY}}` } },
          ]
        : libraries.length > 0
          ? [{ module: { origin: 'external', source: libraries } }]
          : [];
  const allow = [{ to: [...local.map(([types, cats]) => code(types, cats)), ...library] }];
  if (packages.length > 0)
    allow.push({
      to: { element: { type: packages.flatMap((name) => PACKAGES[name].elements) } },
      dependency: { source: packages.map((name) => `@gym/${name}`) },
    });
  return { from: code(elements, categories), allow };
}

const CODE = '**/*.{ts,tsx,js,mjs}';
const RULE_OPTIONS = {
  default: 'disallow',
  checkAllOrigins: true,
  checkInternals: true,
  checkUnknownLocals: true,
};
const rule = (policies) => ({
  'boundaries/dependencies': ['error', { ...RULE_OPTIONS, policies }],
});

/**
 * For speed, each file is checked against the one policy for its kind of code (the plugin would
 * try every policy on every import): one config block per element and category, ordered so that
 * the block ESLint applies last is the element and category the plugin gives the file. A file whose
 * block disagrees with the plugin matches no policy, so every import of it fails: never silently
 * allowed.
 */
function policyBlocks() {
  const elementOrder = ELEMENTS.map(({ type }) => type).reverse();
  const categoryOrder = FILES.map(({ category }) => category).reverse();
  const blocks = POLICIES.flatMap((entry) => {
    const policy = toPolicy(entry);
    return [entry.elements].flat().flatMap((element) =>
      [entry.categories ?? PRODUCTION].flat().map((category) => ({
        kind: `${category} code of ${element}`,
        rank: [categoryOrder.indexOf(category), elementOrder.indexOf(element)],
        files: FILES.find((file) => file.category === category).pattern.map((pattern) => [
          `${ELEMENTS.find(({ type }) => type === element).pattern}/**`,
          pattern,
          CODE,
        ]),
        rules: rule([policy]),
      })),
    );
  });
  const kinds = blocks.map(({ kind }) => kind);
  const twice = kinds.find((kind, i) => kinds.indexOf(kind) !== i);
  if (twice) throw new Error(`eslint.boundaries.js: two policies for the ${twice}`);
  blocks.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  return blocks.map(({ files, rules }) => ({ files, rules }));
}

const PACKAGE_CODE = `{${Object.keys(PACKAGES).join(',')}}/${CODE}`;

export default [
  {
    files: [PACKAGE_CODE],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS.map((element) => ({ ...element, partialMatch: false })),
      'boundaries/files': FILES.map((file) => ({ ...file, stopMatching: true })),
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/legacy-templates': false,
      'import/resolver': { typescript: { alwaysTryTypes: false } },
    },
    // Code in no element and category below: every import fails.
    rules: rule([]),
  },
  ...policyBlocks(),
];
