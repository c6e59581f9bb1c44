import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contentSecurityPolicy, scriptHash } from './security.ts';
import { routeMeta } from '@slove/core/routes';
import {
  EARLY_INPUT_SCRIPT,
  embedData,
  fillSlots,
  inlineScripts,
  loadWebApp,
  PRELOADS_PER_TASK,
  registerWeb,
  renderIndex,
  SYSTEM_FONT_SCRIPT,
} from './web.ts';

/** A built web app of these files (path → content) in a temporary folder, served by Fastify. */
async function serveBuild(files: Record<string, string>): Promise<{ app: FastifyInstance; dist: string }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  const app = Fastify({ logger: false });
  await registerWeb(app, loadConfig({ PUBLIC_URL: 'https://slove.ro' }), dist);
  await app.ready();
  return { app, dist };
}

async function closeBuild(app: FastifyInstance, dist: string) {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
}

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    ({ app, dist } = await serveBuild({
      'index.html':
        '<!doctype html><html lang="ro"><head><title>Slove</title><!--slove-meta--></head><body><div id="root"></div></body></html>',
      'assets/index-abc123.js': 'console.log(1)',
      'sw.js': 'self.addEventListener("fetch", () => {})',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }));
  });
  afterAll(() => closeBuild(app, dist));

  it.each([
    '/',
    '/auth',
    '/reset-password',
    '/joc-clasic',
    '/sinonime',
    '/sinonime-simple',
    '/progres-sinonime',
    '/setari-sinonime',
    '/integrame',
    '/wordle',
    '/despre',
    '/cum-sa-joci',
    '/arhiva-zilnica',
    '/blog',
    '/blog/strategii-pangrame',
    '/blog/joc-la-clasa',
    '/faq',
    '/privacy-policy',
    '/terms-conditions',
    '/delete-account',
    '/progres',
  ])('answers 200 with the app for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('lets the public pages share a browsing context group; the account pages and 404s do not', async () => {
    // unsafe-none: arriving on it needs no new renderer process (OPENER_POLICY, security.ts);
    // without the header, the app's hook isolates the page (same-origin)
    for (const url of ['/', '/wordle', '/joc-clasic', '/integrame', '/blog/strategii-pangrame', '/faq']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('unsafe-none');
    }
    for (const url of ['/auth', '/reset-password', '/progres', '/delete-account', '/nu-exista']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('answers 404 with the app for any other path', async () => {
    for (const url of ['/nu-exista', '/blog/articol-inexistent', '/joc-clasic/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('noindex');
    }
  });

  it('leaves an unknown API address to the API (a JSON 404, never the HTML page)', async () => {
    for (const url of ['/api', '/api/nu-exista', '/api/classic/nimic?x=1'])
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
        expect(res.headers['content-type']).toContain('application/json');
      }
  });

  it('answers HEAD like GET on every page route and file, with no body', async () => {
    for (const url of [
      '/',
      '/joc-clasic',
      '/sinonime',
      '/integrame?id=3',
      '/nu-exista',
      '/sw.js',
      '/sitemap.xml',
    ]) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, get.statusCode]);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });

  it('serves sitemap.xml and robots.txt for the configured public address', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://slove.ro/</loc>');
    expect(sitemap.body).toContain('<loc>https://slove.ro/wordle</loc>');
    expect(sitemap.body).toContain('<loc>https://slove.ro/blog/joc-la-clasa</loc>');
    expect(sitemap.body).not.toContain('/auth<');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /auth');
    expect(robots.body).toContain('Sitemap: https://slove.ro/sitemap.xml');
  });

  it('writes the title, description, canonical URL and social cards of each page', async () => {
    const res = await app.inject({ method: 'GET', url: '/wordle' });
    expect(res.body).toContain('<title>Wordle Românesc — Slove</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://slove.ro/wordle">');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/);
    expect(res.body).toContain('<meta property="og:image" content="https://slove.ro/og-image.png">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('caches hashed assets for a year and never caches sw.js', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('redirects the old legal paths', async () => {
    const a = await app.inject({ method: 'GET', url: '/politica-confidentialitate' });
    expect(a.statusCode).toBe(301);
    expect(a.headers.location).toBe('/privacy-policy');
    const b = await app.inject({ method: 'GET', url: '/termeni-conditii' });
    expect(b.headers.location).toBe('/terms-conditions');
  });
});

describe('serving the pages rendered at build time', () => {
  let app: FastifyInstance;
  let dist: string;
  const entry = '/assets/index-abc123.js';
  beforeAll(async () => {
    ({ app, dist } = await serveBuild({
      'index.html': `<!doctype html><html lang="ro"><head><meta charset="UTF-8"><title>Slove</title><!--slove-meta--><script src="/theme-init.js"></script><script type="module" crossorigin src="${entry}"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`,
      'theme-init.js': 'document.documentElement.dataset.t = "1";',
      'assets/index-abc.css': 'body{color:red}',
      'prerender.json': JSON.stringify({
        pages: {
          '/despre': { html: '<main id="main"><h1>Despre Slove</h1></main>', preload: ['/assets/page-x.js'] },
        },
        fonts: ['/assets/nunito-latin-wght.woff2'],
      }),
      '.vite/manifest.json': '{"index.html":{"file":"assets/index-abc123.js"}}',
    }));
  });
  afterAll(() => closeBuild(app, dist));

  it('serves no file that only the server reads (pages rendered at build time, the manifest)', async () => {
    for (const url of ['/prerender.json', '/.vite/manifest.json', '/.vite/'])
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
        expect(res.body).not.toContain('Despre Slove');
        expect(res.body).not.toContain('"file"');
      }
    // the files the pages use still are
    expect((await app.inject({ method: 'GET', url: '/theme-init.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.css' })).statusCode).toBe(200);
  });

  it('writes the page, its preloads and the inline scripts allowed by the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/despre' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><main id="main"><h1>Despre Slove</h1></main></div>');
    // the app's code is fetched after the first paint, by the inline boot script
    expect(html).toContain('<script data-preload="/assets/react-abc.js /assets/page-x.js">');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/nunito-latin-wght.woff2">',
    );
    // the app starts from an inline script after the first paint, not from a module tag
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('src="/theme-init.js"');
    // and its styles inline; the link stays, disabled (not fetched), so that Vite's preload
    // helper adds no second copy of the stylesheet when a lazy chunk lists it
    expect(html).toContain(
      '<style>body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-abc.css" disabled>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    const inline = [...html.matchAll(/<script(?: data-preload="[^"]*")?>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(inline).toHaveLength(2);
    expect(inline[0]).toBe('document.documentElement.dataset.t = "1";');
    expect(inline[1]).toContain(JSON.stringify(entry));
    expect(inline[1]).toContain('window.sloveChunks');
    const csp = contentSecurityPolicy(loadConfig({}), inlineScripts(loadWebApp(dist)));
    for (const source of inline) expect(csp).toContain(scriptHash(source));
  });

  it("adds the entry's script in a task of its own, then the page's preload links a few per task", () => {
    const web = loadWebApp(dist)!;
    const urls = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/c${i}.js`);
    // the boot script in a stand-in document: what each task appends to the head
    const appended: string[][] = [];
    const timers: (() => void)[] = [];
    const document = {
      currentScript: { getAttribute: () => urls.join(' ') },
      createElement: (tag: string): Record<string, unknown> => ({ tag }),
      createDocumentFragment: () => {
        const kids: Record<string, unknown>[] = [];
        return { kids, appendChild: (k: Record<string, unknown>) => kids.push(k) };
      },
      head: {
        // a fragment (its children) or an element
        appendChild: (f: Record<string, unknown> & { kids?: Record<string, unknown>[] }) =>
          appended.push(
            (f.kids ?? [f]).map((k) =>
              k.tag === 'script' ? `script ${k.src as string}` : (k.href as string),
            ),
          ),
      },
    };
    const window = { PerformanceObserver: undefined } as Record<string, unknown>;
    const run = new Function('window', 'document', 'setTimeout', 'requestAnimationFrame', web.bootScript!);
    run(
      window,
      document,
      (f: () => void) => timers.push(f),
      (f: () => void) => f(),
    );
    expect(window.sloveChunks).toBeInstanceOf(Promise);
    // the first frame → one task → the entry alone; then a task per batch of links
    while (timers.length) timers.shift()!();
    const batches = Array.from({ length: Math.ceil(urls.length / PRELOADS_PER_TASK) }, (_, i) =>
      urls.slice(i * PRELOADS_PER_TASK, (i + 1) * PRELOADS_PER_TASK),
    );
    expect(appended).toEqual([[`script ${entry}`], ...batches]);
    expect(PRELOADS_PER_TASK).toBeLessThanOrEqual(4);
  });

  it('a game page keeps the keys typed before the app and preloads no font (fonts never delay play)', () => {
    const web = loadWebApp(dist)!;
    const html = renderIndex(web, routeMeta('/despre')!, loadConfig({}), '/despre', { game: true });
    expect(html).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(html).not.toContain('rel="preload" as="font"');
    // from the first bytes: before the page's styles
    expect(html.indexOf(EARLY_INPUT_SCRIPT)).toBeLessThan(html.indexOf('<style>'));
    // the system's font unless the device has the brand font: decided before the styles, allowed by the CSP
    expect(html).toContain(`<script>${SYSTEM_FONT_SCRIPT}</script>`);
    expect(html.indexOf(SYSTEM_FONT_SCRIPT)).toBeLessThan(html.indexOf('<style>'));
    const csp = contentSecurityPolicy(loadConfig({}), inlineScripts(web));
    for (const source of [EARLY_INPUT_SCRIPT, SYSTEM_FONT_SCRIPT]) expect(csp).toContain(scriptHash(source));
    // the other rendered pages preload them, and use them
    const other = renderIndex(web, routeMeta('/despre')!, loadConfig({}), '/despre');
    expect(other).toContain('as="font"');
    expect(other).not.toContain(SYSTEM_FONT_SCRIPT);
  });

  it("the font script: the system's font unless this device has recorded the brand font, or storage is blocked", () => {
    const run = (storage: { getItem(key: string): string | null }) => {
      const attrs: Record<string, string> = {};
      const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
      new Function('localStorage', 'document', SYSTEM_FONT_SCRIPT)(storage, document);
      return attrs['data-font'] ?? null;
    };
    expect(run({ getItem: () => null })).toBe('system');
    expect(run({ getItem: (k) => (k === 'slove_font' ? '1' : null) })).toBeNull();
    expect(
      run({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
  });

  it('a page not rendered at build time keeps the empty root and the module script', async () => {
    const res = await app.inject({ method: 'GET', url: '/wordle' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`<script type="module" crossorigin src="${entry}"></script>`);
    expect(res.body).not.toContain('rel="preload" as="font"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-abc.js">');
  });
});

describe("serving the pages rendered per request (the games' pageRender)", () => {
  // A built app beside the server build of its renderer (dist-ssr/entry-server.mjs, which
  // scripts/prerender.mjs writes): here a stand-in renderer that writes what it was given, and
  // fails for one puzzle's data. What is tested is how the server uses it.
  const RENDERER = `export async function renderPage(url, at, data) {
    if (JSON.stringify(data).includes('boom')) throw new Error('render failed');
    globalThis.renders = (globalThis.renders ?? 0) + 1;
    return '<main id="main" data-url="' + url + '">' + JSON.stringify(data).replace(/</g, '') + '</main>';
  }`;
  const TEMPLATE = `<!doctype html><html lang="ro"><head><title>Slove</title><!--slove-meta--><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;
  const BUILT = '<main id="main"><p>page-splash</p></main>';
  let root: string;

  async function serve({ renderer }: { renderer: boolean }): Promise<FastifyInstance> {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-web-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    fs.writeFileSync(
      path.join(dist, 'prerender.json'),
      JSON.stringify({ pages: { '/integrame': { html: BUILT, preload: ['/assets/cw-1.js'] } }, fonts: [] }),
    );
    if (renderer) {
      fs.mkdirSync(path.join(root, 'dist-ssr'));
      fs.writeFileSync(path.join(root, 'dist-ssr/entry-server.mjs'), RENDERER);
    }
    const app = Fastify({ logger: false });
    // the API the page embeds: puzzles 7 and 13 exist (13 fails to render), the others do not
    app.get('/api/puzzles/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      return id === '7'
        ? { id: 7, title: 'Șapte' }
        : id === '13'
          ? { id: 13, title: 'boom' }
          : reply.code(404).send({});
    });
    await registerWeb(
      app,
      loadConfig({ PUBLIC_URL: 'https://slove.ro' }),
      dist,
      loadWebApp(dist),
      { '/integrame': (q) => (q.get('id') ? [`/api/puzzles/${q.get('id')}`] : []) },
      // rendered for its id (the only parameter it reads), or served as built
      { '/integrame': (q) => (/^\d+$/.test(q.get('id') ?? '') ? `?id=${q.get('id')}` : null) },
    );
    await app.ready();
    return app;
  }
  const embedded = (html: string) => {
    const m = /<script type="application\/json" id="slove-data">([^<]*)<\/script>/.exec(html);
    return m ? (JSON.parse(m[1]!) as { rendered?: boolean; data: unknown }) : null;
  };

  describe('with the renderer built', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await serve({ renderer: true });
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('renders the page for the query it reads with the data it embeds, marked as rendered from it', async () => {
      const res = await app.inject({ method: 'GET', url: '/integrame?utm_source=x&id=7' });
      expect(res.statusCode).toBe(200);
      const data = { '/api/puzzles/7': { id: 7, title: 'Șapte' } };
      expect(res.body).toContain(
        `<div id="root"><main id="main" data-url="/integrame?id=7">${JSON.stringify(data)}</main></div>`,
      );
      expect(res.body).not.toContain('page-splash');
      expect(embedded(res.body)).toMatchObject({ rendered: true, data });
      // the page's code, as for the page the build rendered, and the keys kept before the app
      expect(res.body).toContain('data-preload="/assets/cw-1.js"');
      expect(res.body).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    });

    it('renders the same data once (kept by the query it reads and the data), whatever other parameters come', async () => {
      const renders = () => (globalThis as { renders?: number }).renders ?? 0;
      await app.inject({ method: 'GET', url: '/integrame?id=7' });
      const before = renders();
      for (const url of ['/integrame?id=7', '/integrame?id=7&ref=a', '/integrame?ref=b&id=7']) {
        const again = await app.inject({ method: 'GET', url });
        expect(again.body, url).toContain('data-url="/integrame?id=7"');
      }
      expect(renders()).toBe(before);
    });

    it('serves the page as built when its data could not be read, the query is not rendered, or the render fails', async () => {
      for (const url of ['/integrame?id=8', '/integrame?id=x', '/integrame', '/integrame?id=13']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<div id="root">${BUILT}</div>`);
        expect(embedded(res.body)?.rendered, url).toBeUndefined();
      }
    });
  });

  it('without the renderer built, serves the pages as built', async () => {
    const app = await serve({ renderer: false });
    const res = await app.inject({ method: 'GET', url: '/integrame?id=7' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root">${BUILT}</div>`);
    expect(embedded(res.body)).toEqual({
      at: expect.any(Number) as number,
      data: { '/api/puzzles/7': { id: 7, title: 'Șapte' } },
    });
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('embedData', () => {
  const page = '<body><div id="root"><main>x</main></div></body>';

  it('puts the answers before the page as inert JSON that no text can close early', () => {
    const html = embedData(page, { '/api/a': { text: '</script><script>alert(1)</script>' } }, 42);
    const m = /<script type="application\/json" id="slove-data">([^<]*)<\/script>\s*<div id="root">/.exec(
      html,
    );
    expect(m).not.toBeNull();
    expect(JSON.parse(m![1]!)).toEqual({
      at: 42,
      data: { '/api/a': { text: '</script><script>alert(1)</script>' } },
    });
  });

  it('leaves a page without answers as it is', () => {
    expect(embedData(page, {})).toBe(page);
  });
});

describe('the slots of a page rendered at build time', () => {
  const slot = (api: string, key: string) => `\uE000${api}#${key}\uE001`;
  it('are filled from the embedded answers (letters of a string, escaped), else blank', () => {
    const html = `<b data-letter="${slot('/api/day', 'letters.0')}">${slot('/api/day', 'letters.1')}</b>${slot('/api/day', 'n')}${slot('/api/day', 'x.y')}${slot('/api/other', 'letters.0')}`;
    const data = { '/api/day': { letters: 'T<F', n: 7 } };
    expect(fillSlots(html, data)).toBe('<b data-letter="T">&lt;</b>7');
    expect(fillSlots(html, {})).toBe('<b data-letter=""></b>');
    expect(fillSlots('<p>none</p>', data)).toBe('<p>none</p>');
  });
});
