// Lint rules that hold the house style in place (../shared/house-style.md).
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import fs from 'node:fs'

const shared = [
  'src/components',
  'src/stores',
  'src/services',
  'src/platform',
  'src/i18n',
  'src/utils',
  'src/navigation',
  'src/hooks',
]
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/**
 * A feature is a room with one door: outside src/features/<name>, only its index.ts may be imported.
 * (The boot script is the one exception: it must stay a few KB, so it imports the React-free
 * first-request modules of the directory and the conference directly; see src/boot/early-requests.ts.
 * It draws a directory's first cards with the card's own styles too: src/boot/painted-cards.ts.)
 */
const outsideFeatures = fs
  .readdirSync('src')
  .filter((entry) => entry !== 'features')
  .map((entry) => `./src/${entry}`)
const door = (name) => `import the ${name} feature through src/features/${name}/index.ts`
/**
 * The React-free modules the boot script may import, per feature (its first requests), and the
 * directory card's and list's stylesheets, which the first cards it draws use (first-cards-styles.h5.ts).
 */
const bootModules = {
  directory: [
    './first-page.ts',
    './directory-api.ts',
    './components/directory-card.scss',
    './components/directory-list.scss',
  ],
  conference: ['./first-page.ts'],
}
const featureDoors = features.flatMap((name) => [
  {
    target: [
      ...outsideFeatures.filter((entry) => !(bootModules[name] && entry === './src/boot')),
      ...features.filter((other) => other !== name).map((other) => `./src/features/${other}`),
    ],
    from: `./src/features/${name}`,
    except: ['./index.ts'],
    message: door(name),
  },
  ...(bootModules[name]
    ? [
        {
          target: './src/boot',
          from: `./src/features/${name}`,
          except: ['./index.ts', ...bootModules[name]],
          message: door(name),
        },
      ]
    : []),
])

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'console/dist/**',
      'node_modules/**',
      'server/node_modules/**',
      'coverage/**',
      '.swc/**',
      'e2e/artifacts/**',
      'bench/out/**',
      '.prof/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // the TypeScript resolver, so '@/features/…' imports count for the zones below as relative ones do
      'import/resolver': {
        typescript: { project: './tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 4 }],
      // Imports flow one way: shared code never reaches into pages or features.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...shared.map((target) => ({ target, from: './src/pages', message: 'shared code must not import pages' })),
            ...shared.map((target) => ({
              target,
              from: './src/features',
              message: 'shared code must not import features',
            })),
            { target: './src/features', from: './src/pages', message: 'features must not import pages' },
            ...featureDoors,
          ],
        },
      ],
      // One request client: no direct requests outside src/services and src/platform.
      'no-restricted-properties': [
        'error',
        { object: 'Taro', property: 'request', message: 'use the typed endpoints in src/services/api' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'use the typed endpoints in src/services/api' }],
      // Platform branching lives in src/platform only.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
          message: 'branch on the platform inside src/platform only',
        },
        // Hosts are capabilities: ask platform.caps (or a method of the adapter), not which host it is.
        // Taro's per-host file variants (x.h5.tsx) are allowed in features for rendering-only
        // differences (SVG vs Canvas, DOM canvas vs Canvas 2D node); behaviour differences go through
        // the adapter (docs/decisions.md, "Groundwork: feature boundaries").
        {
          selector: [
            "BinaryExpression > MemberExpression[property.name='kind'][object.name='platform']",
            "BinaryExpression > MemberExpression[property.name='kind'][object.property.name='platform']",
            "SwitchStatement > MemberExpression.discriminant[property.name='kind'][object.name='platform']",
          ].join(', '),
          message: 'ask platform.caps or an adapter method what the host can do, not platform.kind',
        },
      ],
    },
  },
  {
    files: ['src/platform/**', 'src/services/api/transport.ts', 'src/app.config.ts', 'config/**'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-globals': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Loaded by Taro's config loader (CommonJS), which cannot import the app's TypeScript.
    files: ['config/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests may reach into what they test (and set up other features' internals).
    files: ['**/__tests__/**', 'test-support/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'import/no-restricted-paths': 'off' },
  },
  {
    // The reference server: Node, no platform or request-client rules of the app.
    files: ['server/**/*.{ts,mts,mjs}', 'bench/api*'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-globals': 'off',
      'no-restricted-syntax': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // fastify/demo's layering: routes validate, authorise (preHandlers), call repositories and shape
    // the answer; SQL lives in the repositories (src/repositories), which own their caches.
    files: ['server/src/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'queries belong in a repository', allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='database']",
          message: 'routes call repositories (fastify.plans, fastify.directory …), not the database',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'queries belong in a repository',
        },
      ],
    },
  },
  {
    // Route tests read JSON answers of many shapes.
    files: ['server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
