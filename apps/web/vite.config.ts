import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
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
      includeAssets: ['favicon.svg', 'theme-init.js', 'icons/*.png'],
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
    // A zod schema (`z.…(…)`, packages/core) that the page does not use is dropped rather than
    // built when its chunk runs: building zod schemas is what makes those chunks' start long.
    // (Only our schema modules call a `z`; a side effect through it would be dropped, so
    // packages/core/src/zod.ts sets zod's options through `config`.)
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
