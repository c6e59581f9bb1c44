import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * Boundaries between games: a game's folder (apps/<app>/src/games/<game>/) may import from
 * games/ only its own folder, games/shared/ and the files beside the folders (a module type),
 * never another game nor the registry that lists them all. The folders are read from disk, so
 * a new game is fenced in without editing this file; `always` names folders fenced in even
 * before they exist.
 */
function gameZones(gamesDir, always = []) {
  const dir = `${root}/${gamesDir}`;
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  const games = new Set([...entries.filter((e) => e.isDirectory()).map((e) => e.name), ...always]);
  games.delete('shared');
  const files = entries
    .filter((e) => e.isFile() && !/^registry\.tsx?$/.test(e.name))
    .map((e) => `./${e.name}`);
  const from = `./${gamesDir}`;
  return [
    ...[...games].map((game) => ({
      target: `./${gamesDir}/${game}`,
      from,
      except: [`./${game}`, './shared', ...files],
      message: 'A game imports no other game (shared code goes to games/shared or lib).',
    })),
    {
      target: `./${gamesDir}/shared`,
      from,
      except: ['./shared', ...files],
      message: 'Code shared by games imports no game.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
      // no-cycle (and every rule that reads other modules) follows only these files
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
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
  // ---------------------------------------------------------------- server boundaries
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: gameZones('apps/server/src/games') },
      ],
    },
  },
  {
    // a game's code uses the shared plumbing (lib, auth, db), never the app or its other routes
    // (its tests drive the whole app and may name the app's messages)
    files: ['apps/server/src/games/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...gameZones('apps/server/src/games'),
            {
              target: './apps/server/src/games',
              from: ['./apps/server/src/app.ts', './apps/server/src/routes', './apps/server/src/reminders'],
              message: 'A game does not import the app, its routes or the reminders.',
            },
          ],
        },
      ],
    },
  },
  {
    // outside games/, the server reaches a game only through the registry
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/games/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './apps/server/src',
              from: './apps/server/src/games',
              except: ['./registry.ts', './game-module.ts'],
              message: 'Reach a game through games/registry.ts.',
            },
          ],
        },
      ],
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
          basePath: root,
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/games', './apps/web/src/app', './apps/web/src/pages'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/games', './apps/web/src/app', './apps/web/src/pages'],
            },
            ...gameZones('apps/web/src/games', ['quiz']),
          ],
        },
      ],
    },
  },
  // ---------------------------------------------------------------- core: pure rules
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path'], message: 'packages/core is pure: no I/O.' },
            {
              group: [
                '@slove/content',
                '@slove/content/*',
                '@slove/server',
                '@slove/server/*',
                '@slove/web',
                '@slove/web/*',
              ],
              message: 'packages/core imports no app and no content.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/core',
              from: ['./apps', './packages/content', './e2e', './bench'],
              message: 'packages/core imports no app and no content.',
            },
          ],
        },
      ],
    },
  },
);
