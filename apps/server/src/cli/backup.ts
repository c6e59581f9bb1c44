/**
 * npm run backup [-- FILE]   save the database of the running server to FILE (by default
 *                            slove-backup-<time>.json in the current folder, mode 0600)
 * npm run restore -- FILE    replace the running server's database by the backup in FILE
 * Both ask the server on this machine (127.0.0.1:PORT, with the same configuration as the
 * server: DATA_DIR and PORT), which takes the snapshot or restores it in one transaction
 * (routes/backup.ts): the server keeps running and nothing else opens its data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BACKUP_CONTENT_TYPE, BACKUP_TOKEN_HEADER } from '../routes/backup.ts';

class CliError extends Error {}

export async function runBackup(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out = (s: string) => process.stdout.write(s + '\n'),
): Promise<number> {
  const [command, file] = argv;
  const config = loadConfig(env);
  const tokenFile = path.join(config.DATA_DIR, 'secrets', 'backup-token');
  let token: string;
  try {
    token = fs.readFileSync(tokenFile, 'utf8').trim();
  } catch {
    throw new CliError(`Serverul nu a pornit încă cu DATA_DIR=${config.DATA_DIR} (lipsește ${tokenFile}).`);
  }
  const server = `http://127.0.0.1:${config.PORT}`;
  const base = `${server}/api/admin`;
  // the origin the server accepts for a POST: PUBLIC_URL's, or (unset) the address called
  const origin = config.PUBLIC_URL ? new URL(config.publicUrl).origin : server;
  const headers = { origin, [BACKUP_TOKEN_HEADER]: token };
  const call = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, init);
    } catch {
      throw new CliError(
        `Serverul nu răspunde la 127.0.0.1:${config.PORT}. Pornește-l (npm start) și încearcă din nou.`,
      );
    }
  };
  if (command === 'backup') {
    const res = await call(`${base}/backup`, { method: 'POST', headers });
    if (!res.ok) throw new CliError(`Copia nu a putut fi făcută (${res.status}).`);
    const target = file ?? `slove-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    fs.writeFileSync(target, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
    out(`Copia de siguranță a fost salvată în ${target}.`);
    return 0;
  }
  if (command === 'restore') {
    if (!file) throw new CliError('Lipsește fișierul: npm run restore -- FIȘIER');
    let body: string;
    try {
      body = fs.readFileSync(file, 'utf8');
    } catch {
      throw new CliError(`Fișierul ${file} nu poate fi citit.`);
    }
    const res = await call(`${base}/restore`, {
      method: 'POST',
      headers: { ...headers, 'content-type': BACKUP_CONTENT_TYPE },
      body,
    });
    const answer = (await res.json().catch(() => ({}))) as { error?: string; tables?: number; rows?: number };
    if (!res.ok) throw new CliError(answer.error ?? `Restaurarea a eșuat (${res.status}).`);
    out(`Baza de date a fost restaurată din ${file}: ${answer.rows} rânduri în ${answer.tables} tabele.`);
    return 0;
  }
  throw new CliError('Utilizare: npm run backup [-- FIȘIER] sau npm run restore -- FIȘIER');
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  runBackup(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof CliError || err instanceof ConfigError) {
        process.stderr.write(`${err.message}\n`);
        process.exit(1);
      }
      throw err;
    },
  );
}
