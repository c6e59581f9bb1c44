// A peer's built web app (a folder of static files, such as a Create React App `build/`),
// served as Slove's own server serves its build (apps/server/src/app.ts and lib/web.ts):
// brotli or gzip above 1 KB, hashed files (`static/` or `assets/`) cached for a year, the
// rest revalidated; a path that is not a file gets index.html (a single-page app's routes).
// For measuring a peer in the same run as Slove (LIGHTHOUSE_PEER in lighthouse.mjs). Only
// serves a folder it is given: nothing of the peer is kept in this repository.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { freePort } from './lib.mjs';

export async function startStaticServer(folder) {
  const root = path.resolve(folder);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`static-peer: no index.html in ${root}`);
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders(res, file) {
      const rel = path.relative(root, file);
      if (/^(static|assets)\//.test(rel))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET') return reply.code(404).send();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
