/**
 * Renders the app icons and the Open Graph image to PNG with headless Chromium
 * (playwright-core): `node apps/web/scripts/render-images.mjs [file…]` (all of them, or only
 * the files named, e.g. `icons/favicon-48.png`). The PNGs are committed in apps/web/public;
 * run this again only when the artwork changes. The icons are then reduced to a 256-colour
 * palette with pngquant (Debian's package `pngquant`; no visible change): the four app icons
 * 248 → 40 KB, which a phone downloads with the service worker's install, and the browser
 * fetches and decodes the manifest's 192 px icon during a page's start (20 → 6 KB).
 */
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pub = path.resolve(here, '../public');
const fontDir = path.resolve(here, '../../../node_modules/@fontsource-variable/nunito/files');
const font = () => `file://${path.join(fontDir, 'nunito-latin-ext-wght-normal.woff2')}`;
const fontLatin = () => `file://${path.join(fontDir, 'nunito-latin-wght-normal.woff2')}`;

const css = `
@font-face { font-family: N; font-weight: 200 1000; src: url(${fontLatin()}) format('woff2'); unicode-range: U+0000-00FF; }
@font-face { font-family: N; font-weight: 200 1000; src: url(${font()}) format('woff2'); unicode-range: U+0100-024F, U+0259, U+1E00-1EFF; }
html, body { margin: 0; padding: 0; }
body { font-family: N, sans-serif; }
`;

/** The mark: an amber rounded tile with a white-ish "S" and a small tile in the corner. */
function icon(size, { maskable = false, radius = 0.22 } = {}) {
  // Maskable icons keep the artwork in the central 80% safe zone on a full-bleed background.
  const inner = maskable ? size * 0.62 : size;
  const r = maskable ? 0 : size * radius;
  return `<!doctype html><html><head><style>${css}
    body { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${maskable ? '#f59e0b' : 'transparent'}; }
    .tile { width: ${size}px; height: ${size}px; border-radius: ${r}px; background: linear-gradient(160deg, #fbbf24, #f59e0b 55%, #d97706);
      display: grid; place-items: center; position: relative; }
    .s { font-weight: 800; font-size: ${inner * 0.72}px; line-height: 1; color: #1c1917; transform: translateY(-${inner * 0.02}px); }
    .dot { position: absolute; right: ${size / 2 - inner * 0.36}px; bottom: ${size / 2 - inner * 0.36}px; width: ${inner * 0.16}px; height: ${inner * 0.16}px;
      border-radius: ${inner * 0.04}px; background: #fffbeb; }
  </style></head><body><div class="tile"><span class="s">S</span><span class="dot"></span></div></body></html>`;
}

/**
 * The browser tab's icon: the drawn mark of scripts/favicon-source.svg at 48×48. A PNG, not the
 * SVG: Chromium fetches and decodes a page's icon on the page's own main thread, and an SVG
 * icon is an isolated SVG document there (a frame, its style and layout: ~35 ms at 4× CPU
 * during a cold start, traced), where a 48 px PNG decodes in well under a millisecond.
 */
function favicon(size) {
  const svg = fs.readFileSync(path.join(here, 'favicon-source.svg'), 'utf8');
  return `<!doctype html><html><head><style>html, body { margin: 0; background: transparent; }
    svg { display: block; width: ${size}px; height: ${size}px; }</style></head><body>${svg}</body></html>`;
}

function ogImage() {
  const letters = ['S', 'L', 'O', 'V', 'E'];
  return `<!doctype html><html><head><style>${css}
    body { width: 1200px; height: 630px; background: linear-gradient(160deg, #fffbeb 0%, #fef3c7 60%, #fde68a 100%); color: #292524;
      display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 34px; }
    .tiles { display: flex; gap: 18px; }
    .t { width: 120px; height: 120px; border-radius: 24px; display: grid; place-items: center; font-weight: 800; font-size: 78px;
      background: #fff; border: 5px solid #fcd34d; box-shadow: 0 8px 0 #f59e0b33; }
    .t.first { background: #f59e0b; border-color: #f59e0b; color: #1c1917; }
    h1 { margin: 0; font-weight: 800; font-size: 64px; letter-spacing: -1px; }
    p { margin: 0; font-weight: 700; font-size: 34px; color: #57534e; }
  </style></head><body>
    <div class="tiles">${letters.map((l, i) => `<div class="t${i === 0 ? ' first' : ''}">${l}</div>`).join('')}</div>
    <h1>Jocuri de cuvinte în limba română</h1>
    <p>Litere · Sinonime · Integrame · Wordle — în fiecare zi</p>
  </body></html>`;
}

const only = process.argv.slice(2);
const jobs = [
  ['icons/favicon-48.png', 48, 48, favicon(48)],
  ['icons/icon-192.png', 192, 192, icon(192)],
  ['icons/icon-512.png', 512, 512, icon(512)],
  ['icons/icon-maskable-512.png', 512, 512, icon(512, { maskable: true })],
  ['icons/apple-touch-icon.png', 180, 180, icon(180, { radius: 0 })],
  ['og-image.png', 1200, 630, ogImage()],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [file, w, h, html] of jobs.filter(([file]) => only.length === 0 || only.includes(file))) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    const tmp = path.join(pub, `.render-${path.basename(file)}.html`);
    fs.writeFileSync(tmp, html);
    await page.goto(`file://${tmp}`);
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(pub, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({
      path: out,
      omitBackground: !file.includes('maskable') && !file.includes('og-') && !file.includes('apple'),
    });
    fs.unlinkSync(tmp);
    await page.close();
    if (file.startsWith('icons/')) {
      const q = spawnSync('pngquant', [
        '--quality=85-98',
        '--speed',
        '1',
        '--strip',
        '-f',
        '--ext',
        '.png',
        out,
      ]);
      if (q.error) console.warn(`${file}: not reduced (pngquant: ${q.error.message})`);
      else if (q.status !== 0) throw new Error(`pngquant ${file}: ${q.stderr}`);
    }
    console.log(`${file} ${w}x${h}`);
  }
} finally {
  await browser.close();
}
