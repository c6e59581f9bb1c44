// Renders every page route to HTML after the client build (npm run build): a server build of
// src/entry-server.tsx (dist-ssr/) renders each route, and dist/prerender.json maps each path to its
// HTML and to the JavaScript its page needs (from Vite's manifest), which the server writes
// into the page as the root's content and as the boot script's list of chunks to fetch
// (apps/server/src/lib/web.ts); the font files are listed too, for the server to preload.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// kept next to dist (not in it: not served): the server renders some pages per request with
// it (apps/server/src/lib/web.ts, PageRenders; e.g. /integrame?id=N)
const ssrOut = path.join(root, 'dist-ssr');

await build({
  root,
  logLevel: 'error',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rollupOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs' } },
  },
  ssr: { noExternal: true },
});

const { render, dispose, ROUTES, BLOG_IDS, GAMES } = await import(
  pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href
);

// Which source module each page route loads: the lazy imports of the route table, and the
// games' pages (in each games/<game>/index.ts, `pages: [() => import('./…'), …]` in the order
// of the game's paths in the core registry).
const routerSource = fs.readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
const pageModules = new Map(
  [...routerSource.matchAll(/'(\/[^']*)': page\(\(\) => import\('@\/([^']+)'\)/g)].map((m) => [
    m[1],
    `src/${m[2]}.tsx`,
  ]),
);
for (const game of GAMES) {
  const file = `src/games/${game.id}/index.ts`;
  const list = /pages: \[([^\]]*)\]/.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '';
  const modules = [...list.matchAll(/import\('\.\/([^']+)'\)/g)].map(
    (m) => `src/games/${game.id}/${m[1]}.tsx`,
  );
  if (modules.length !== game.paths.length)
    throw new Error(
      `prerender: ${file} lists ${modules.length} pages for the ${game.paths.length} paths of ${game.id}`,
    );
  game.paths.forEach((p, i) => pageModules.set(p, modules[i]));
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = 'index.html';
const entryChunks = new Set();
/**
 * The chunks that `key` imports, through and through, not yet in `seen` (which gets them):
 * in `order`, each after the chunks it imports.
 */
const collect = (key, seen, order = []) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return order;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, seen, order);
  order.push(chunk.file);
  return order;
};
collect(entryKey, entryChunks);

/**
 * The page's own chunks (the lazy page and the data provider), minus what the entry loads,
 * each before the chunks it imports: the boot script (apps/server/src/lib/web.ts) runs them
 * in the reverse order, one per task, so that each chunk's imports have run in tasks of their
 * own before it. (Listed as first reached, a chunk could come before one it imports in the
 * boot script's order, whose task then ran both: the crosswords' stores ran the storage
 * module and zod with them.)
 */
function preloadsFor(routePath) {
  if (routePath === '/') return [];
  const key = pageModules.get(routePath);
  if (!key || !manifest[key]) throw new Error(`prerender: no built chunk for the route ${routePath}`);
  const seen = new Set();
  const importsFirst = [...collect('src/app/query-shell.tsx', seen), ...collect(key, seen)];
  return importsFirst
    .filter((f) => !entryChunks.has(f))
    .reverse()
    .map((f) => `/${f}`);
}

const pages = {};
const targets = [
  ...ROUTES.map((r) => ({ url: r.path, route: r.path })),
  ...BLOG_IDS.map((id) => ({ url: `/blog/${id}`, route: '/blog/:id' })),
];
for (const { url, route } of targets) {
  const html = await render(url);
  if (!html.includes('<main')) throw new Error(`prerender: ${url} rendered no page`);
  pages[url] = { html, preload: preloadsFor(route) };
}
dispose();
const fonts = (manifest[entryKey].assets ?? []).filter((f) => f.endsWith('.woff2')).map((f) => `/${f}`);
if (fonts.length !== 2) throw new Error(`prerender: expected the 2 font files, found ${fonts.join(', ')}`);
fs.writeFileSync(path.join(dist, 'prerender.json'), JSON.stringify({ pages, fonts }));
console.log(`prerender: ${Object.keys(pages).length} pages written to dist/prerender.json`);
