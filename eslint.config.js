import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Libraries that reach a database, the network, Redis or files. */
const IO_LIBRARIES = ['pg', 'knex', 'koa', '@koa/*', 'ioredis', 'bullmq', 'pdfkit'];

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
  // Package boundaries (the dependency rule), kept by lint rather than by memory.
  boundary(['contracts/src/**/*.ts'], {
    patterns: [
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
  boundary(['platform/src/**/*.ts'], {
    patterns: [
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
      {
        group: ['@gym/command-service', '@gym/command-service/*', '**/command-service/**'],
        message: 'projection-service never imports command-service.',
      },
    ],
  }),
  boundary(['admin-ui/src/**/*.{ts,tsx}'], {
    patterns: [
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
