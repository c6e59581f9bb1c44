/**
 * The brand font's Romanian letters beyond Latin-1: `node apps/web/scripts/subset-font.mjs`
 * writes apps/web/src/assets/fonts/nunito-ro-ext-wght.woff2 from @fontsource-variable/nunito's
 * Latin Extended file, keeping only ă, ș, ț (comma below) and their cedilla forms ş, ţ (older
 * texts), every weight (the variable wght axis) and every OpenType feature. Romanian text
 * always has one of them, so every page that shows the brand font downloads this file:
 * 36 KB for 442 glyphs, now under 4 KB, and the browser decodes it on the page's main thread.
 * (â and î are Latin-1: in the Latin file, used as it comes.) A letter outside both files
 * (a name in another language) shows in the fallback font.
 * Needs fontTools' pyftsubset with brotli (Debian's packages `fonttools` and `python3-brotli`).
 * The output is committed; run this again only when @fontsource-variable/nunito changes.
 * Nunito is under the SIL Open Font License 1.1 (no reserved font name): see the folder's
 * OFL.txt.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The subset's characters, as the @font-face rule in src/index.css lists them (unicode-range). */
const RO_EXT_UNICODES = 'U+0102-0103,U+015E-015F,U+0162-0163,U+0218-021B';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(
  here,
  '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2',
);
const out = path.resolve(here, '../src/assets/fonts/nunito-ro-ext-wght.woff2');
execFileSync(
  'pyftsubset',
  [source, `--unicodes=${RO_EXT_UNICODES}`, '--layout-features=*', '--flavor=woff2', `--output-file=${out}`],
  { stdio: 'inherit' },
);
console.log(`written: ${path.relative(process.cwd(), out)}`);
