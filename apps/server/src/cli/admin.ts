/**
 * Administration from the command line:
 *   npm run admin -- grant EMAIL                  give the admin role
 *   npm run admin -- revoke EMAIL                 take it back
 *   npm run admin -- deletion-requests [--all]    list deletion requests (open ones by default)
 *   npm run admin -- deletion-requests done ID    mark one as handled
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded
 * database the server must be stopped first (one process at a time).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import {
  CommandError,
  formatDeletionRequests,
  listDeletionRequests,
  markDeletionRequestHandled,
  setRole,
} from './admin-commands.ts';

const USAGE = `Utilizare:
  npm run admin -- grant EMAIL                  acordă rolul de administrator
  npm run admin -- revoke EMAIL                 retrage rolul de administrator
  npm run admin -- deletion-requests [--all]    listează cererile de ștergere a contului
  npm run admin -- deletion-requests done ID    marchează o cerere ca rezolvată`;

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out = (s: string) => process.stdout.write(s + '\n'),
): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  if (!['grant', 'revoke', 'deletion-requests'].includes(command)) {
    out(`Comandă necunoscută: ${command}\n${USAGE}`);
    return 1;
  }
  const config = loadConfig(env);
  const release = config.DATABASE_URL ? null : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    const db = database.db;
    if (command === 'grant' || command === 'revoke') {
      const email = args[0];
      if (!email) throw new CommandError(`Lipsește adresa de e-mail.\n${USAGE}`);
      const r = await setRole(db, email, command === 'grant' ? 'admin' : 'user');
      if (command === 'grant')
        out(r.changed ? `${r.email} este acum administrator.` : `${r.email} era deja administrator.`);
      else out(r.changed ? `${r.email} nu mai este administrator.` : `${r.email} nu era administrator.`);
      return 0;
    }
    if (args[0] === 'done') {
      const id = Number(args[1]);
      if (!Number.isInteger(id) || id <= 0) throw new CommandError(`Lipsește id-ul cererii.\n${USAGE}`);
      await markDeletionRequestHandled(db, id);
      out(`Cererea #${id} este marcată ca rezolvată.`);
      return 0;
    }
    out(formatDeletionRequests(await listDeletionRequests(db, { all: args.includes('--all') })));
    return 0;
  } finally {
    await database.close();
    release?.();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof CommandError || err instanceof ConfigError || err instanceof DataDirLockedError) {
        process.stderr.write(`admin: ${err.message}\n`);
        process.exit(1);
      }
      throw err;
    },
  );
}
