/**
 * zod for the shared schemas. In the browser its JIT is off: zod would probe `new Function`,
 * which our Content Security Policy (no 'unsafe-eval') refuses, and every such refusal is a
 * reported CSP violation. The server keeps the JIT (no CSP applies there).
 * The web build treats every `z.…(…)` call as pure (apps/web/vite.config.ts: a schema nothing
 * uses is dropped, not built at the page's start), so the setting is made through `config`,
 * not `z.config`, which that build would drop.
 */
import { config, z } from 'zod';

if ('document' in globalThis) config({ jitless: true });

export { z };
