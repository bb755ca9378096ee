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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
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
      // Shared code flows one way: shared -> features -> app; a feature keeps to itself.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'apps/web/src/shared', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: features, from: 'apps/web/src/app' },
            ...featureNames.map((name) => ({
              target: `${features}/${name}`,
              from: features,
              except: [`./${name}`],
              message: 'A feature does not import another feature; move shared code to src/shared.',
            })),
          ],
        },
      ],
    },
  },
);
