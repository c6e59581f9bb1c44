// Bundles the server (with the workspace packages @slove/core and @slove/content, which are
// TypeScript) and most npm dependencies into dist/main.mjs: a restart then loads one file
// instead of resolving hundreds (PGlite restart 2.6 s → under 2 s on the 2-core machine).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The repository root is found upwards from the bundle (dist/main.mjs and dist/cli/admin.mjs
// sit at different depths): the first folder holding apps/server/drizzle.
const banner = `import { fileURLToPath as __sloveF } from 'node:url';
import __sloveP from 'node:path';
import __sloveFs from 'node:fs';
let __sloveRoot = __sloveP.dirname(__sloveF(import.meta.url));
while (!__sloveFs.existsSync(__sloveP.join(__sloveRoot, 'apps/server/drizzle/meta/_journal.json'))) {
  const up = __sloveP.dirname(__sloveRoot);
  if (up === __sloveRoot) { __sloveRoot = __sloveP.resolve(__sloveP.dirname(__sloveF(import.meta.url)), '../../..'); break; }
  __sloveRoot = up;
}
process.env.SLOVE_ROOT ??= __sloveRoot;
process.env.CONTENT_DIR ??= __sloveP.join(__sloveRoot, 'packages/content/data');
process.env.SLOVE_MIGRATIONS_DIR ??= __sloveP.join(__sloveRoot, 'apps/server/drizzle');
import { createRequire as __sloveCR } from 'node:module';
const require = __sloveCR(import.meta.url);`;

// Bundled too (resolving and loading hundreds of files takes most of a restart); kept
// external: what finds files next to its own module (PGlite's WebAssembly) or is optional.
const EXTERNAL = [
  /^@electric-sql\/pglite/,
  /^pg-native$/,
  /^pino(-|$)/,
  /^thread-stream$/,
  /^lighthouse/,
  /^esbuild/,
];

await build({
  entryPoints: ['src/main.ts', 'src/cli/admin.ts'].filter((f) => fs.existsSync(new URL(f, import.meta.url))),
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: banner },
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@slove/') || args.path.startsWith('node:')) return undefined;
          if (EXTERNAL.some((re) => re.test(args.path))) return { path: args.path, external: true };
          return undefined;
        });
      },
    },
  ],
});

// The embedded database's first-start image (src/db/image.ts): the bundle itself creates,
// migrates and loads a PGlite folder in dist/pglite-image.build and publishes it as
// dist/pglite-image, unless the image there matches the content, the migrations, PGlite and
// the seed code already. A first start then copies it (seconds) instead of doing that work.
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const seedSources = createHash('sha256');
const seedFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? seedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /seed[^/]*\.ts$/.test(f) && !f.endsWith('.test.ts'));
for (const f of [
  ...seedFiles(path.join(root, 'apps/server/src')),
  path.join(root, 'packages/content/src/load.ts'),
].sort())
  seedSources.update(path.relative(root, f)).update(fs.readFileSync(f));
const dist = fileURLToPath(new URL('dist/', import.meta.url));
const made = spawnSync(process.execPath, [path.join(dist, 'main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: path.join(dist, 'pglite-image.build'),
    LOG_LEVEL: 'warn',
    SLOVE_BUILD_DB_IMAGE: path.join(dist, 'pglite-image'),
    SLOVE_IMAGE_SOURCES: seedSources.digest('hex').slice(0, 16),
  },
});
if (made.status !== 0) {
  console.error(`the embedded database image could not be made (exit ${made.status ?? made.signal})`);
  process.exit(1);
}
