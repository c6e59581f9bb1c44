/** Secrets the embedded default needs, generated once and kept in DATA_DIR (mode 0600). */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export function persistentSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    /* not yet generated */
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  fs.writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}
