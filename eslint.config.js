import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The arrows of docs/internal-contracts.md: each entry names a folder below src/ and the paths
 * below src/ that no file in it (or in its subfolders) may import. A path is matched as written
 * in the import; its tail may be a regular expression (`scan/engine\.js$`).
 */
const ARROWS = [
  {
    from: 'api',
    forbid: [
      'cli/',
      'compliance/',
      'config/',
      'github/',
      'report/',
      'runtime/',
      'sandbox/',
      'scan/',
      'selftest/',
    ],
    why: '`api` is the platform client and imports no other layer',
  },
  {
    from: 'config',
    forbid: ['cli/', 'github/', 'runtime/', 'sandbox/', 'scan/', 'selftest/'],
    why: '`config` imports no engine, runtime or adapter code',
  },
  {
    from: 'report',
    forbid: ['api/', 'cli/', 'config/', 'github/', 'runtime/', 'sandbox/', 'scan/', 'selftest/'],
    why: '`report` is the model and pure renderers: it imports only `compliance`',
  },
  {
    from: 'compliance',
    forbid: [
      'api/',
      'cli/',
      'config/',
      'github/',
      'report/',
      'runtime/',
      'sandbox/',
      'scan/',
      'selftest/',
    ],
    why: '`compliance` is pure: it imports no other layer',
  },
  {
    from: 'scan',
    forbid: ['cli/', 'github/', 'runtime/', 'sandbox/', 'selftest/'],
    why: '`scan` imports `api`, `config`, `report` and `compliance`; `runtime` imports `scan`, never the reverse',
  },
  ...[
    'run',
    'collect',
    'triage',
    'verdict',
    'targets',
    'retry',
    'estimate',
    'notify',
    'provenance',
    'evidence',
  ].map((step) => ({
    from: `scan/${step}`,
    forbid: ['scan/engine\\.js$'],
    why: 'a step of the scan never imports the engine that calls it',
  })),
  {
    from: 'sandbox',
    forbid: [
      'cli/',
      'compliance/',
      'config/',
      'github/',
      'report/',
      'runtime/',
      'scan/',
      'selftest/',
    ],
    why: 'the sandbox shares only `api` with the tool',
  },
];

/** Every folder below src/, as its parts (`['scan', 'run']`); src/ itself is `[]`. */
function folders(parts = []) {
  const here = ['src', ...parts].join('/');
  const subs = readdirSync(here, { withFileTypes: true }).filter((e) => e.isDirectory());
  return [parts, ...subs.flatMap((e) => folders([...parts, e.name]))];
}

/** The pattern an import specifier written in folder `dir` has when it reaches `target`. */
function reaching(dir, target) {
  const parts = target.split('/');
  let common = 0;
  while (common < dir.length && common < parts.length - 1 && dir[common] === parts[common])
    common++;
  const up = dir.length - common;
  return `^${up === 0 ? '\\./' : '\\.\\./'.repeat(up)}${parts.slice(common).join('/')}`;
}

/** One config a folder: its files get every arrow of the folder and of its parents. */
const arrows = folders().flatMap((dir) => {
  const apply = ARROWS.filter((a) => a.from.split('/').every((p, i) => dir[i] === p));
  if (apply.length === 0) return [];
  const patterns = apply.flatMap((a) =>
    a.forbid.map((target) => ({
      regex: reaching(dir, target),
      message: `docs/internal-contracts.md: ${a.why}.`,
    })),
  );
  // import() is an expression, not a declaration: the same patterns as selectors (esquery's
  // regular expressions cannot hold a slash, so it is written \x2F).
  const dynamic = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));
  return [
    {
      files: [`src/${dir.join('/')}/*.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': ['error', ...dynamic],
      },
    },
  ];
});

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The house limits of docs/internal-contracts.md: counted in lines of code, so that a
    // comment stating a contract never pushes a file or a function over.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      complexity: ['error', 25],
      'max-depth': ['error', 4],
    },
  },
  ...arrows,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
