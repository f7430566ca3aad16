import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Libraries that reach a database, the network, Redis or files. */
const IO_LIBRARIES = ['pg', 'knex', 'koa', '@koa/*', 'ioredis', 'bullmq', 'pdfkit'];

/** The workspace packages: folder and where its code lives. */
const PACKAGES = {
  contracts: 'contracts/src',
  domain: 'domain/src',
  platform: 'platform/src',
  'projection-service': 'projection-service/src',
  'command-service': 'command-service/src',
  'admin-ui': 'admin-ui/src',
  e2e: 'e2e',
};

/** Packages' test code: test helpers (src/testing/, any testing module) and test files. */
const testCodeOf = (names) =>
  names.flatMap((name) => [
    `**/${PACKAGES[name]}/**/testing`,
    `**/${PACKAGES[name]}/**/testing/**`,
    `**/${name}/**/*.test`,
    `**/${name}/**/*.test.*`,
  ]);

/**
 * Packages import each other only by package name (`@gym/…`, its index.ts): never by a path into
 * another package's code, least of all its test code. Tests that need the product start it through
 * the packages' public exports and the repository's test set-up in scripts/test/.
 */
function byNameOnly(own) {
  const others = Object.keys(PACKAGES).filter((name) => name !== own);
  return [
    {
      group: testCodeOf(others),
      message: `${own} never imports another package's test code: use its public exports and scripts/test/.`,
    },
    {
      group: [
        ...others.flatMap((name) => [`**/${PACKAGES[name]}`, `**/${PACKAGES[name]}/**`]),
        '@gym/*/**',
      ],
      message: `${own} imports another package only by its name (@gym/…), never a path into it.`,
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['admin-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Package boundaries (the dependency rule), kept by lint rather than by memory. A later entry
  // replaces an earlier one's patterns for the files both match, so each repeats byNameOnly.
  ...Object.keys(PACKAGES).map((name) =>
    boundary([`${name}/**/*.{ts,tsx}`], { patterns: byNameOnly(name) }),
  ),
  boundary(['scripts/**/*.ts'], {
    patterns: [
      {
        group: testCodeOf(Object.keys(PACKAGES)),
        message: "Scripts never import a package's test code: scripts/test/ is the shared set-up.",
      },
    ],
  }),
  boundary(['contracts/src/**/*.ts'], {
    patterns: [
      ...byNameOnly('contracts'),
      {
        group: ['@gym/*', '../../*-service/*', '../../platform/*', '../../admin-ui/*'],
        message: 'contracts depends on no other package.',
      },
      {
        group: [...IO_LIBRARIES, 'node:fs*', 'node:net', 'node:http*', 'node:child_process'],
        message: 'contracts holds no I/O.',
      },
    ],
  }),
  boundary(['domain/src/**/*.ts'], {
    patterns: [
      ...byNameOnly('domain'),
      {
        // An allow-list: contracts, zod, its own files (and its tests' vitest and fast-check).
        regex: '^(?!(@gym/contracts|zod|vitest|fast-check)$|\\.)',
        message:
          'domain is pure: it imports only @gym/contracts and zod (no I/O, no Node modules).',
      },
    ],
  }),
  boundary(['platform/src/**/*.ts'], {
    patterns: [
      ...byNameOnly('platform'),
      {
        group: [
          '@gym/*',
          '!@gym/contracts',
          '**/projection-service/**',
          '**/command-service/**',
          '**/admin-ui/**',
        ],
        message: 'platform depends on no other package but contracts.',
      },
    ],
  }),
  boundary(['projection-service/src/**/*.ts'], {
    patterns: [
      ...byNameOnly('projection-service'),
      {
        group: ['@gym/command-service', '@gym/command-service/*', '**/command-service/**'],
        message: 'projection-service never imports command-service.',
      },
    ],
  }),
  boundary(['admin-ui/src/**/*.{ts,tsx}'], {
    patterns: [
      ...byNameOnly('admin-ui'),
      {
        group: [
          '@gym/platform*',
          '@gym/projection-service*',
          '@gym/command-service*',
          '**/platform/**',
          '**/projection-service/**',
          '**/command-service/**',
          '**/scripts/**',
        ],
        message: 'admin-ui imports only contracts from the other packages.',
      },
    ],
  }),
  boundary(['command-service/src/*/decider.ts', 'command-service/src/**/*Decider.ts'], {
    patterns: [
      ...byNameOnly('command-service'),
      {
        group: [
          '@gym/platform*',
          '@gym/projection-service*',
          ...IO_LIBRARIES,
          'node:*',
          '../http/*',
          '../jobs/*',
          '../notifications/*',
        ],
        message: 'A decider is pure: it imports only contracts and other deciders.',
      },
    ],
  }),
);

function boundary(files, options) {
  return { files, rules: { 'no-restricted-imports': ['error', options] } };
}
