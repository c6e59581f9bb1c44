/**
 * The server's games: one line per game of packages/core/src/games.ts (TypeScript refuses a
 * missing or unknown one). The app mounts their routes, POST /api/account/merge and account
 * deletion, and content seeding loop over GAME_MODULES.
 */
import { GAME_IDS, type GameId } from '@slove/core/games';
import type { GameModule } from './game-module.ts';
import { classicGame } from './classic/index.ts';
import { synonymsGame } from './synonyms/index.ts';
import { quizGame } from './quiz/index.ts';
import { crosswordsGame } from './crosswords/index.ts';
import { wordleGame } from './wordle/index.ts';

const BY_ID: Record<GameId, GameModule> = {
  classic: classicGame,
  synonyms: synonymsGame,
  quiz: quizGame,
  crosswords: crosswordsGame,
  wordle: wordleGame,
};

/** Every game, in the order of the core registry. */
export const GAME_MODULES: readonly GameModule[] = GAME_IDS.map((id) => BY_ID[id]);

/** The game of an id (merge keys are game ids). */
export const gameModule = (id: GameId): GameModule => BY_ID[id];
