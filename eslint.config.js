import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'apps/web/dev-dist/**',
      '**/.cache/**',
      'bench/results/**',
      '**/scratch/**',
      '**/.scratch*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolve our own TypeScript (and the web app's @/ alias); never parse node_modules.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          alias: { '@': [webSrc] },
        }),
      ],
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/games', './apps/web/src/app', './apps/web/src/pages'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/games', './apps/web/src/app', './apps/web/src/pages'],
            },
            {
              target: './apps/web/src/games/classic',
              from: [
                './apps/web/src/games/synonyms',
                './apps/web/src/games/crosswords',
                './apps/web/src/games/wordle',
              ],
            },
            {
              target: './apps/web/src/games/synonyms',
              from: [
                './apps/web/src/games/classic',
                './apps/web/src/games/crosswords',
                './apps/web/src/games/wordle',
              ],
            },
            {
              target: './apps/web/src/games/crosswords',
              from: [
                './apps/web/src/games/classic',
                './apps/web/src/games/synonyms',
                './apps/web/src/games/wordle',
              ],
            },
            {
              target: './apps/web/src/games/wordle',
              from: [
                './apps/web/src/games/classic',
                './apps/web/src/games/synonyms',
                './apps/web/src/games/crosswords',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', '@slove/content/*'] }],
    },
  },
);
