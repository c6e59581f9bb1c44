/**
 * zod for the shared schemas. In the browser its JIT is off: zod would probe `new Function`,
 * which our Content Security Policy (no 'unsafe-eval') refuses, and every such refusal is a
 * reported CSP violation. The server keeps the JIT (no CSP applies there).
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
