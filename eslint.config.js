import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = 'apps/web/src/features';
const featureNames = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The staff console is split into areas (orders, catalog, …). An area imports only itself and
// the console's shared parts; `routes/` puts the areas together into the console.
const admin = `${features}/admin`;
const adminShared = ['console', 'components', 'locales'];
const adminAreas = readdirSync(admin, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...adminShared, 'routes'].includes(entry.name))
  .map((entry) => entry.name);

// Shared code flows one way: shared -> features -> app; a feature keeps to itself.
const webZones = [
  { target: 'apps/web/src/shared', from: ['apps/web/src/features', 'apps/web/src/app'] },
  { target: features, from: 'apps/web/src/app' },
  ...featureNames.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: 'A feature does not import another feature; move shared code to src/shared.',
  })),
];

const server = 'apps/server/src';
const modules = `${server}/modules`;
const moduleNames = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A module's public entry is its services (`*-service.ts`), plus the payment gateway interface.
const moduleEntries = [
  ...moduleNames.flatMap((name) =>
    readdirSync(`${modules}/${name}`)
      .filter((file) => file.endsWith('-service.ts'))
      .map((file) => `./${name}/${file}`),
  ),
  // Each module's part of the personal data its customers control: read for their archive,
  // erased with their account.
  ...moduleNames.flatMap((name) =>
    readdirSync(`${modules}/${name}`)
      .filter((file) => /-(erasure|personal-data)\.ts$/.test(file))
      .map((file) => `./${name}/${file}`),
  ),
  // Query pieces an owner exports (`*-query.ts`) for statements that must run in the caller's
  // transaction as one statement (a points spend on the balance in `users`): the owner keeps the
  // SQL on its tables, the caller keeps the transaction.
  ...moduleNames.flatMap((name) =>
    readdirSync(`${modules}/${name}`)
      .filter((file) => file.endsWith('-query.ts'))
      .map((file) => `./${name}/${file}`),
  ),
  './payment/payment-gateway.ts',
];
// Modules lowest first: a module imports only modules before it, so no two import each other
// (`node scripts/module-graph.mjs` prints who imports whom). What the lowest ones share with the
// dispatcher (who is signed in, the audit recorder) is the kernel, below them all; what reads
// across many modules for one page (the customer console, the dashboard) is the console, above.
const moduleOrder = [
  'settings',
  'account',
  'artisan',
  'questionnaire',
  'hiring',
  'admin',
  'payment',
  'uploads',
  'points',
  'site',
  'catalog',
  'content',
  'cart',
  'order',
  'authenticity',
  'community',
  'drop',
  'privacy',
];
const unplaced = moduleNames.filter((name) => !moduleOrder.includes(name));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: give ${unplaced.join(', ')} a place in moduleOrder`);
}
const above = (...layers) => layers.map((layer) => `${server}/${layer}`);
// Lowest first. services.ts wires the modules for the services plugin, so it sits with plugins;
// the demo studio is loaded by boot.ts alone. Backups copy the database beside it; the storage
// keeps files beside it.
const serverLayers = [
  ['lib', 'i18n', 'errors.ts'],
  ['db', 'backup', 'storage'],
  ['kernel'],
  ['modules'],
  ['console'],
  ['plugins', 'services.ts'],
  ['dispatch'],
  ['app.ts'],
  ['server.ts', 'boot.ts', 'demo'],
];
const downwards =
  'Server layers import downwards only: app, dispatch, plugins, console, modules, kernel, db, lib.';

const noExecutor = [
  {
    selector: "CallExpression[callee.property.name='getExecutor']",
    message: 'Modules do not inspect the executor: use a helper from db/dialect.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from the OpenAPI document (npm run -w apps/server openapi).
      'apps/server/src/openapi/atelier-api.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['apps/web/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webZones,
        },
      ],
    },
  },
  {
    files: [`${admin}/**/*.{ts,tsx}`],
    // Tests open the whole console through its route on purpose.
    ignores: [`${admin}/**/*.test.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            // The shared parts serve every area and know none of them.
            {
              target: adminShared.map((part) => `${admin}/${part}`),
              from: [...adminAreas, 'routes'].map((part) => `${admin}/${part}`),
              message: "The console's shared parts do not import an area or the routes.",
            },
            ...adminAreas.map((name) => ({
              target: `${admin}/${name}`,
              from: admin,
              except: [`./${name}`, ...adminShared.map((part) => `./${part}`)],
              message:
                "A console area imports only itself and the console's shared parts (console/, components/, locales/); move what two areas share into admin/console/.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    // Tests and their fixtures and fakes (all under src/test) reach across on purpose.
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`],
    rules: {
      // Layers run one way: server -> app -> dispatch -> plugins -> console -> modules -> kernel
      // -> db -> lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverLayers.slice(0, -1).map((layer, index) => ({
              target: layer.map((part) => `${server}/${part}`),
              from: serverLayers.slice(index + 1).flatMap((upper) => above(...upper)),
              message: downwards,
            })),
            // A module reaches another only through that module's services (its public
            // entry, types where a type will do: the order module orchestrates checkout through
            // them), the handler types, and the shared versioned settings.
            ...moduleNames.map((name) => ({
              target: `${modules}/${name}`,
              from: modules,
              except: [
                ...new Set([`./${name}`, './action-handler.ts', './settings', ...moduleEntries]),
              ],
              message: "A module uses another module only through that module's service.",
            })),
            // And only a module below it, so that no two modules import each other.
            ...moduleOrder.slice(0, -1).map((name, index) => ({
              target: `${modules}/${name}`,
              from: moduleOrder.slice(index + 1).map((upper) => `${modules}/${upper}`),
              message:
                'A module imports only modules below it (moduleOrder in eslint.config.js); move what both need down, or what spans them up into src/console.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The two databases differ only in db/: modules, the kernel and the console lock rows and
    // page through its helpers and never ask which database they run on.
    files: [`${modules}/**/*.ts`, `${server}/kernel/**/*.ts`, `${server}/console/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['SqliteAdapter', 'PostgresAdapter'],
              message: 'Modules do not branch on the database: use a helper from db/dialect.ts.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...noExecutor],
    },
  },
  // Each module sees only its own tables: its Kysely is typed to the tables its
  // db/tables/<domain>.ts lists (`<Domain>Tables`), and it names no other table map and not the
  // whole `Database`. What it needs of another module's tables comes through that module's
  // services or query pieces, which open a handed-over connection onto their own tables.
  ...moduleNames.map((name) => {
    const own = `${name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase())}Tables`;
    return {
      files: [`${modules}/${name}/**/*.ts`],
      ignores: [`${modules}/**/*.test.ts`],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...noExecutor,
          {
            selector: `TSTypeReference > Identifier[name=/^[A-Z]\\w*Tables$/][name!='${own}']`,
            message: `The ${name} module reads and writes only its own tables (${own}): ask the owner's service or query piece.`,
          },
          {
            selector: `CallExpression[callee.name='ownTables'] > TSTypeParameterInstantiation > :not(TSTypeReference[typeName.name='${own}'])`,
            message: `The ${name} module opens a handed-over connection onto its own tables only (${own}).`,
          },
          {
            selector: 'ImportDeclaration[source.value=/db\\/schema$/]',
            message: `A module is typed to its own tables (${own}), not the whole Database.`,
          },
        ],
      },
    };
  }),
);
