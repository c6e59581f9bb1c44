/**
 * Every table of the schema in one namespace, for tests that look across games (the server's
 * own code imports the part it owns: db/schema.ts or games/<game>/schema.ts).
 */
import { getTableName } from 'drizzle-orm';
import { account, pushSubscriptions, session } from '../db/schema.ts';
import { GAME_MODULES } from '../games/registry.ts';

export * from '../db/schema.ts';
export * from '../games/classic/schema.ts';
export * from '../games/synonyms/schema.ts';
export * from '../games/shared/schema.ts';
export * from '../games/crosswords/schema.ts';
export * from '../games/wordle/schema.ts';

/** Tables whose rows belong to a user (removed with the account), by table name. */
export const userOwnedTables = Object.fromEntries(
  [session, account, pushSubscriptions, ...GAME_MODULES.flatMap((game) => game.userTables)].map((table) => [
    getTableName(table),
    table,
  ]),
);
