/** axe-core's browser build, as text to inject into pages. */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export default fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
