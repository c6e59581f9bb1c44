import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled while it streams in, off the main thread, instead of each one on the main thread
 * when it is first called. The app's code runs almost all at once (hydration, a game's first
 * render): compiled lazily, that was 460–565 ms of the main thread's time on a cold game page
 * under 4× CPU, 12–28 ms with the hint (bench/README.md). Every chunk of 2 KB or more: a game
 * page's start runs a dozen of 2–10 KB (the game's hook, the progress engine, React, the query
 * shell), whose lazy compilation was still 40–80 ms of its main thread. Not with source maps
 * (the comment would move every line), nor on the smallest chunks (an icon: little to compile,
 * and the comment's bytes count in the home page's weight).
 */
const HINTED_MIN_BYTES = 2_000;
const compileHints: Plugin = {
  name: 'slove-compile-hints',
  apply: 'build',
  enforce: 'post',
  // last: after minification (which would drop the comment) and Vite's own first line
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      if (this.environment?.config.consumer === 'server' || process.env.SLOVE_SOURCEMAP === '1') return;
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.code.length >= HINTED_MIN_BYTES)
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
    },
  },
};

/**
 * A dynamic import's preload links leave out the chunks its importer has loaded already (the
 * importer's static imports, run before it: the entry, React, the page's own): Vite's helper
 * adds a link for each dependency not already linked from the page, in one task. The Wordle
 * page's dialogs, loaded when the main thread is idle, added 20-odd (37–42 ms at 4× CPU), most
 * for code that was running. The bundle is read before Vite writes the preload lists
 * (generateBundle, first); without it, every dependency is kept.
 */
let builtBundle: Rollup.OutputBundle | null = null;
const bundleForPreloads: Plugin = {
  name: 'slove-bundle-for-preloads',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_, bundle) {
      builtBundle = bundle;
    },
  },
};

/** A chunk and every chunk it imports statically, through and through (file names, CSS too). */
function loadedWith(host: string, bundle: Rollup.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const f of chunk.imports) visit(f);
  };
  visit(host);
  return seen;
}

function preloadsNotLoaded(
  _: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: string },
) {
  if (hostType !== 'js' || !builtBundle?.[hostId]) return deps;
  const loaded = loadedWith(hostId, builtBundle);
  return deps.filter((d) => !loaded.has(d));
}

/**
 * Fewer requests at a page's start. Rolldown gives the modules shared by each different set of
 * lazy imports a chunk of their own: a game page's start fetched 25–45 chunks, a dozen of them a
 * few hundred bytes (an icon, a query helper), and every request costs the main thread
 * (bench/README.md). Two groups gather the smallest:
 * - `icons`: the lucide icons that the entry does not bundle (all of them: 3 KB gzip);
 * - `query`: what the pages' query shell (app/query-shell.tsx) imports and the entry does not
 *   (TanStack Query), which every page but the home page loads.
 * One more splits a chunk for its start rather than its requests:
 * - `zod`: zod, which a game page's boot script runs in a task of its own, before the stores
 *   (lib/local-store.ts) that every game page runs (apps/server/src/lib/web.ts).
 * What the entry bundles stays in it (the home page's weight): before the chunks are made, the
 * module graph is walked from the entry, through lucide's and Radix's indexes only to what is
 * imported from them (lucide's icons by name; Radix not at all: it is in neither group).
 */
const LUCIDE_INDEX = /node_modules\/lucide-react\/dist\/esm\/lucide-react\.js$/;
const LUCIDE_ICON = /node_modules\/lucide-react\/dist\/esm\/icons\//;
const RADIX_INDEX = /node_modules\/radix-ui\/dist\/index\.mjs$/;
const QUERY_SHELL = /\/src\/app\/query-shell\.tsx$/;
const ZOD = /\/node_modules\/zod\//;

let clientBuild = true;
const chunkGroup = new Map<string, 'icons' | 'query' | 'zod'>();
let lucideByName: Map<string, string> | null = null;

/** Each lucide export's icon module, from lucide's index (`export { default as X, … } from './icons/x.js'`). */
function lucideIcons(index: string): Map<string, string> {
  if (lucideByName) return lucideByName;
  lucideByName = new Map();
  const dir = index.replace(/[^/]+$/, '');
  for (const m of fs.readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g))
    for (const spec of m[1]!.split(','))
      lucideByName.set(spec.trim().replace(/^default as /, ''), dir + m[2]);
  return lucideByName;
}

const fewerChunks: Plugin = {
  name: 'slove-fewer-chunks',
  apply: 'build',
  buildStart() {
    clientBuild = this.environment?.config.consumer !== 'server';
    chunkGroup.clear();
  },
  buildEnd() {
    if (!clientBuild) return;
    /** The modules `roots` import statically, through and through (not those of `known`). */
    const reach = (roots: string[], known = new Set<string>()) => {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id) || known.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const dep of info?.importedIds ?? []) {
          if (RADIX_INDEX.test(dep)) seen.add(dep);
          else if (!LUCIDE_INDEX.test(dep)) stack.push(dep);
          else
            for (const im of (info?.code ?? '').matchAll(
              /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
            ))
              for (const spec of im[1]!.split(',')) {
                const icon = lucideIcons(dep).get(spec.trim().split(/\s+as\s+/)[0]!);
                if (icon) stack.push(icon);
              }
        }
      }
      return seen;
    };
    const ids = [...this.getModuleIds()];
    const entry = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
    const lazy = (id: string) => !!this.getModuleInfo(id)?.dynamicImporters.length;
    for (const id of ids) if (LUCIDE_ICON.test(id) && !entry.has(id)) chunkGroup.set(id, 'icons');
    for (const id of ids) if (ZOD.test(id) && !entry.has(id)) chunkGroup.set(id, 'zod');
    const shell = ids.find((id) => QUERY_SHELL.test(id));
    if (shell)
      for (const id of reach([shell], entry))
        if (!lazy(id) && !RADIX_INDEX.test(id) && !LUCIDE_ICON.test(id)) chunkGroup.set(id, 'query');
  },
};

/**
 * React Router's package exports only its development build (its own framework plugin points
 * production builds at dist/production). The two differ only by ENABLE_DEV_WARNINGS: the
 * build takes the production one, without the development warnings' code (0.5 KB gzip off
 * the home page's JavaScript).
 */
const reactRouterProduction: Plugin = {
  name: 'slove-react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [
    fewerChunks,
    bundleForPreloads,
    react(),
    compileHints,
    reactRouterProduction,
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registration is done by src/lib/pwa.ts (https/localhost only, 10 s timeout).
      injectRegister: false,
      scope: '/',
      base: '/',
      includeAssets: ['theme-init.js', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Slove — Jocuri de cuvinte în limba română',
        short_name: 'Slove',
        description:
          'Jocuri zilnice de cuvinte în limba română: litere, sinonime, integrame și Wordle. Se joacă și fără internet.',
        lang: 'ro',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#f59e0b',
        background_color: '#fffbeb',
        categories: ['games', 'education', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        globIgnores: ['og-image.png', 'sw.js', 'icons/icon-maskable-512.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // the footer's year in the pages rendered at build time (scripts/prerender.mjs)
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // read by scripts/prerender.mjs (each page's chunks) and by the page-weight benchmark
    manifest: true,
    // every browser the app supports has <link rel=modulepreload>: no polyfill in the entry
    // (and a dynamic import preloads only what its importer has not loaded: preloadsNotLoaded)
    modulePreload: { polyfill: false, resolveDependencies: preloadsNotLoaded },
    sourcemap: process.env.SLOVE_SOURCEMAP === '1',
    chunkSizeWarningLimit: 600,
    // fonts stay files (the Romanian subset is under 4 KB): inlined, the page's inline CSS
    // would carry them on every page, the game pages too, which show no web font at first
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // A zod schema (`z.…(…)`, packages/core) that the page does not use is dropped rather than
    // built when its chunk runs: building zod schemas is what makes those chunks' start long.
    // (Only our schema modules call a `z`; a side effect through it would be dropped, so
    // packages/core/src/zod.ts sets zod's options through `config`.)
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // the groups of fewerChunks (the build's client side only); the rest as Rolldown splits it
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => (clientBuild ? (chunkGroup.get(id) ?? null) : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
