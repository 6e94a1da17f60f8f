import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };
const pendingNotLoading = ['Button', 'ActionIcon'].map((component) => ({
  selector: `JSXOpeningElement[name.name='${component}'] > JSXAttribute[name.name='loading']`,
  message:
    `<${component} loading> disables the button, and a disabled button drops the keyboard focus to the page: ` +
    `the person is thrown to the top. Use <Pending${component} pending={…}> from platform/ui/pending-button.tsx, ` +
    'which keeps the focus and ignores presses (and a repeated submit) while the request is out.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/server/src/db/migrations/**',
      'apps/server/scratch/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    // Only repositories and db/ know Drizzle; services never import Fastify.
    files: ['apps/server/src/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['fastify', 'drizzle-orm', 'drizzle-orm/*'] }] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['drizzle-orm', 'drizzle-orm/*', '**/*.repository.ts'] },
      ],
    },
  },
  {
    // Repositories and presenters run once per row of a list answer (decision 028). Left out: an object given to a
    // query's .set(), .values() or .select(), and one built when the module loads (once per statement or process, and
    // there the spread keeps TypeScript's check of misspelled fields). This replaces the rule above for these files,
    // so it repeats its selector.
    files: ['apps/server/src/**/*.repository.ts', 'apps/server/src/**/*.presenter.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedExportsOnly,
        {
          selector:
            'ObjectExpression:not(CallExpression[callee.property.name=/^(set|values|select)$/] > ObjectExpression, ' +
            'Program > VariableDeclaration > VariableDeclarator > ObjectExpression) > SpreadElement ~ Property',
          message:
            'Fields after a spread cost ~1 µs each per object in Node 20 (V8 runtime call): use withFields(base, { … }) ' +
            'from platform/runtime/with-fields.ts or name every field (decision 028).',
        },
      ],
    },
  },
  {
    // The server's test files share each worker's imported modules (isolate: false in vitest.config.ts), so a module
    // mock would reach, or miss, other files depending on their order. Pass a dependency in instead.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Server tests share imported modules: pass the dependency in rather than mocking its module.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tools that demand a default export.
    files: ['**/*.config.{ts,js}', 'apps/server/test/global-setup.ts', 'apps/web/src/routes/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Buttons keep the keyboard focus while their request is out. The routes have their own block below.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/routes/**'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...pendingNotLoading] },
  },
  {
    // The routes may export a default (above), but their buttons keep the focus too.
    files: ['apps/web/src/routes/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...pendingNotLoading] },
  },
);
