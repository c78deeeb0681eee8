// One lint toolchain for the whole repository, with type-aware rules.
import js from '@eslint/js'
import globals from 'globals'
import boundaries from 'eslint-plugin-boundaries'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const noDangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text as text; no dangerouslySetInnerHTML.',
}

// A signed-in page's address (`/app`, `/app/...`) is built by the path builder
// (apps/web/src/shared/navigation/paths.ts), never written by hand: in a string, a template or a
// regular expression.
const appPathMessage =
  'Build the address with paths/to from shared/navigation/paths.ts (e2e: support/paths.ts), not by hand.'
// esquery reads a regular expression up to the next slash, so a slash inside one is \x2F.
const appPath = '/^\\x2Fapp([\\x2F?#]|$)/'
const noHandBuiltAppPaths = [
  { selector: `Literal[value=${appPath}]`, message: appPathMessage },
  { selector: `TemplateElement[value.raw=${appPath}]`, message: appPathMessage },
  {
    selector: 'Literal[regex.pattern=/^\\^?\\\\\\x2Fapp($|\\\\\\x2F|\\\\\\?|#|\\$)/]',
    message: appPathMessage,
  },
]

// Every list is drawn by the one data table (apps/web/src/shared/ui/table.tsx: caption, sortable
// headers, busy, empty and error rows, cards on phones). The calculators' reference tables (score
// bands, the PASI grid) are not lists and keep their own markup.
const noHandBuiltTable = {
  selector: "JSXOpeningElement[name.name='table']",
  message: 'Draw a list with Table from shared/ui/table.tsx, not a hand-built <table>.',
}

// One way for forms: a <form> takes the props of the one form hook (`{...form.formProps}`, from
// shared/forms/use-form.ts), which checks it with the contract's schema, puts the server's field
// errors on their fields and focuses the first invalid one. A form that never goes to the server
// is a LocalForm from shared/forms.
const formsUseTheHook = {
  selector:
    "JSXOpeningElement[name.name='form']:not(:has(JSXSpreadAttribute > MemberExpression[property.name='formProps']))",
  message:
    'Run the form on useForm (spread form.formProps), or use LocalForm for one that never submits.',
}

// The web's restricted syntax, all rules at once: ESLint gives a file the options of the last
// block that names the rule, so each exempt place below lists every rule but the one it is
// exempt from.
const webRules = { noDangerousHtml, noHandBuiltAppPaths, noHandBuiltTable, formsUseTheHook }
const webRestricted = (...exempt) => [
  'error',
  ...Object.entries(webRules)
    .filter(([name]) => !exempt.includes(name))
    .flatMap(([, rule]) => rule),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // Features meet only through their front door (ADR 009): another feature is imported through
    // its index.ts; server platform/ and db/, and web shared/, never import a feature; nothing in web
    // features/ or shared/ imports app/. app.ts, main.ts and web app/ compose features and may reach in.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/shared' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Last matching policy wins: forbid reaching into another feature, then allow its index.
          policies: [
            {
              from: { element: { types: ['server-feature', 'web-feature'] } },
              disallow: { to: { element: { types: ['server-feature', 'web-feature'] } } },
              message:
                'Import another feature only through its index.ts (features/{{to.element.captured.feature}}/index.ts).',
            },
            {
              from: { element: { types: ['server-feature', 'web-feature'] } },
              allow: {
                to: {
                  element: {
                    types: ['server-feature', 'web-feature'],
                    fileInternalPath: ['index.ts', 'index.tsx'],
                  },
                },
              },
            },
            {
              from: { element: { types: ['server-platform', 'server-db', 'web-shared'] } },
              disallow: { to: { element: { types: ['server-feature', 'web-feature'] } } },
              message:
                'platform/, db/ and shared/ never import a feature; move the code down or pass it in.',
            },
            {
              from: { element: { types: ['web-feature', 'web-shared'] } },
              disallow: { to: { element: { type: 'web-app' } } },
              message: 'Only app/ composes the app; move what features need into shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the source: a cycle makes load order decide what a module sees (a value
    // read before its module has run is undefined) and ties features into one lump. Two modules
    // that need each other share a piece that belongs in one of them, or in shared/ or platform/.
    // The TypeScript resolver reads each workspace's tsconfig, so '@konzilium/contract/...' and
    // '.ts' specifiers resolve to source files; packages in node_modules are not followed.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The files the rule follows (it reads only '.js' files unless told).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A function the reader cannot hold at once is split into named parts (components, hooks,
    // helpers). Tests are exempt: a test file's describe block is a list of cases, not one function.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': webRestricted(),
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noHandBuiltAppPaths] },
  },
  {
    // The route table itself, and its test that holds the published addresses as they are.
    files: [
      'apps/web/src/shared/navigation/paths.ts',
      'apps/web/src/shared/navigation/paths.test.ts',
    ],
    rules: { 'no-restricted-syntax': webRestricted('noHandBuiltAppPaths') },
  },
  {
    files: ['apps/web/src/shared/ui/table.tsx', 'apps/web/src/features/calculators/**'],
    rules: { 'no-restricted-syntax': webRestricted('noHandBuiltTable') },
  },
  {
    // The shared place of forms: the hook's own pieces and the forms that never submit (LocalForm,
    // the filter bar).
    files: ['apps/web/src/shared/forms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': webRestricted('formsUseTheHook') },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
)
