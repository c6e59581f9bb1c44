/**
 * Serving the built web app: hashed assets cached for a year (immutable), index.html and
 * /sw.js never cached. Page routes answer 200 with the app, other paths 404 with the app.
 * Each page's title, description, canonical URL and social cards are written into the HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  BLOG_IDS,
  NOT_FOUND_META,
  REDIRECTS,
  ROUTES,
  routeMeta,
  type RouteMeta,
  SITE_NAME,
} from '@slove/core/routes';
import type { Config } from '../config.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the configured public address: the indexable routes and the blog articles. */
export function renderSitemap(publicUrl: string): string {
  const paths = [...ROUTES.filter((r) => r.index).map((r) => r.path), ...BLOG_IDS.map((id) => `/blog/${id}`)];
  const urls = paths.map((p) => {
    const priority = p === '/' ? '1.0' : p.startsWith('/blog/') ? '0.6' : '0.8';
    return `  <url><loc>${escape(publicUrl + p)}</loc><changefreq>${p === '/' ? 'daily' : 'weekly'}</changefreq><priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the API and the pages that are not indexed stay out; the sitemap at the public address. */
export function renderRobots(publicUrl: string): string {
  const hidden = ROUTES.filter((r) => !r.index).map((r) => `Disallow: ${r.path}`);
  return [
    '# Slove — jocuri de cuvinte în limba română',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...hidden,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderIndex(template: string, meta: RouteMeta, config: Config, pathname: string): string {
  const url = `${config.publicUrl}${pathname === '/' ? '/' : pathname}`;
  const image = `${config.publicUrl}/og-image.png`;
  const tags = [
    `<meta name="description" content="${escape(meta.description)}">`,
    meta.index ? '' : '<meta name="robots" content="noindex">',
    meta.path === '*' ? '' : `<link rel="canonical" href="${escape(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="ro_RO">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:url" content="${escape(url)}">`,
    `<meta property="og:image" content="${escape(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escape(meta.title)}">`,
    `<meta name="twitter:description" content="${escape(meta.description)}">`,
    `<meta name="twitter:image" content="${escape(image)}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--slove-meta-->', tags);
}

export function defaultWebDist(): string {
  return path.resolve(process.env.SLOVE_ROOT ?? process.cwd(), 'apps/web/dist');
}

export async function registerWeb(app: FastifyInstance, config: Config, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
    return false;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const cache = new Map<string, string>();
  const page = (meta: RouteMeta, pathname: string) => {
    const key = `${meta.path}|${pathname}`;
    let html = cache.get(key);
    if (!html) {
      html = renderIndex(template, meta, config, pathname);
      if (cache.size < 500) cache.set(key, html);
    }
    return html;
  };
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      const rel = path.relative(webDist, file).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (
        rel === 'sw.js' ||
        rel.endsWith('.html') ||
        rel.startsWith('workbox-') ||
        rel === 'manifest.webmanifest'
      )
        res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });

  // Every file of the build is served by its own path; page routes get the app.
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add('/' + path.relative(webDist, full).split(path.sep).join('/'));
    }
  };
  walk(webDist);

  const sitemap = renderSitemap(config.publicUrl);
  const robots = renderRobots(config.publicUrl);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (files.has(pathname) && pathname !== '/index.html') {
      return reply.sendFile(pathname.slice(1));
    }
    const redirect = REDIRECTS[pathname.replace(/\/+$/, '')];
    if (redirect) return reply.redirect(redirect, 301);
    const meta = routeMeta(pathname);
    if (meta) return sendPage(reply, 200, page(meta, pathname));
    return sendPage(reply, 404, page(NOT_FOUND_META, pathname));
  });
  app.get('/', async (_request, reply) => sendPage(reply, 200, page(routeMeta('/')!, '/')));
  return true;
}
