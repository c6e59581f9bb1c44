// Bundles the server (with the workspace packages @slove/core and @slove/content, which are
// TypeScript) and most npm dependencies into dist/main.mjs: a restart then loads one file
// instead of resolving hundreds (PGlite restart 2.6 s → under 2 s on the 2-core machine).
import fs from 'node:fs';
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
