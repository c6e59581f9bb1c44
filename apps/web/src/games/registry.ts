/**
 * The games of the web app, one line each, in the order of the core registry
 * (@slove/core/games): the router, guest migration, the home page and the Play menu loop
 * over this list. Adding a game: its folder games/<game>/ with an index.ts, and a line here.
 */
import { gameInfo, type GameInfo } from '@slove/core/games';
import type { WebGame } from '@/lib/web-game';
import { classic } from './classic';
import { synonyms } from './synonyms';
import { quiz } from './quiz';
import { crosswords } from './crosswords';
import { wordle } from './wordle';

export const WEB_GAMES: readonly WebGame[] = [classic, synonyms, quiz, crosswords, wordle];

/** A game with its core registry entry (path, paths, title, description). */
export type RegisteredGame = WebGame & GameInfo;

export const GAMES: readonly RegisteredGame[] = WEB_GAMES.map((game) => ({ ...game, ...gameInfo(game.id) }));
