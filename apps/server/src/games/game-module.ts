/**
 * What a game is on the server: one object exported by apps/server/src/games/<game>/index.ts
 * and listed once in games/registry.ts. The app mounts its routes, POST /api/account/merge
 * validates and merges its guest data, content seeding loads its tables, and account
 * deletion removes what it keeps outside ON DELETE CASCADE.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { GameId } from '@slove/core/games';
import type { Db, Tx } from '../db/client.ts';

/** Settings a game's server code may need beside the database. */
export interface GameEnv {
  /** The generated content folder (CONTENT_DIR; the package's own data when unset). */
  contentDir?: string;
  /** The merge's request: what the browser holds besides the body (its cookies). */
  request?: FastifyRequest;
}

/**
 * Guest data → account: the zod schema of the game's local data (packages/core/src/<game>-api.ts)
 * and its merge (union of what was found, the higher score, stats recomputed on the server,
 * re-validated against the content, idempotent).
 */
export interface GameMerger<S extends z.ZodType = z.ZodType> {
  schema: S;
  merge(db: Db, userId: string, data: z.infer<S>, env: GameEnv): Promise<void>;
}

export interface GameModule {
  id: GameId;
  /** The game's API routes (mounted under /api). */
  routes: FastifyPluginAsync;
  merger: GameMerger;
  /** The game's tables that hold players' rows (games/<game>/schema.ts); they reference "user" ON DELETE CASCADE. */
  userTables: readonly PgTable[];
  /** Load the game's content into its tables (inside the seeding transaction; idempotent upserts). */
  seed?(tx: Tx, dataDir: string): Promise<void>;
  /**
   * The API reads a page of the game embeds in its HTML (lib/web.ts), by page path: the
   * paths (GET, answered as to a visitor without a session) for the page's query string, so
   * that the game plays without waiting for them. Only public reads: the HTML holds exactly
   * what the API gives anyone.
   */
  pageData?: Record<string, (search: URLSearchParams) => string[]>;
  /**
   * The pages of the game the server renders per request with that data, by page path: for a
   * query string, the query the page is rendered for ('' for none; the parameters the page
   * reads, so that other ones render no new page), or null when it is served as built
   * (lib/web.ts, PageRenders).
   */
  pageRender?: Record<string, (search: URLSearchParams) => string | null>;
  /** Delete the player's data that ON DELETE CASCADE from "user" does not reach. */
  deleteUserData?(tx: Tx, userId: string): Promise<void>;
}

export function merger<S extends z.ZodType>(
  schema: S,
  merge: (db: Db, userId: string, data: z.infer<S>, env: GameEnv) => Promise<void>,
): GameMerger {
  return { schema, merge: merge as GameMerger['merge'] };
}
