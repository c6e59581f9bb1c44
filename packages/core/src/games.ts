/**
 * The registry of games: one entry per game, read by the server (routes, account merge and
 * deletion, content seeding) and by the web app (router, guest migration, home page, Play
 * menu). Adding a game adds one entry here.
 */

export const GAME_IDS = ['classic', 'synonyms', 'quiz', 'crosswords', 'wordle'] as const;

/** A game's id; it is also the key of its guest data in POST /api/account/merge. */
export type GameId = (typeof GAME_IDS)[number];
export type MergeKey = GameId;

export interface GameInfo {
  id: GameId;
  /** The game's main page. */
  path: string;
  /** Every page route of the game (the main page first). */
  paths: readonly string[];
  /** Title of the home card and the Play menu. */
  title: string;
  /** One sentence under the title. */
  description: string;
}

export const GAMES: readonly GameInfo[] = [
  {
    id: 'classic',
    path: '/joc-clasic',
    paths: ['/joc-clasic', '/arhiva-zilnica'],
    title: 'Jocul clasic cu litere',
    description: '7 litere, una obligatorie în mijloc. Formează cuvinte și găsește pangramele.',
  },
  {
    id: 'synonyms',
    path: '/sinonime',
    paths: ['/sinonime', '/progres-sinonime', '/setari-sinonime'],
    title: 'Sinonime',
    description: 'Scrie sinonimele cuvântului zilei. Cele rare aduc mai multe puncte.',
  },
  {
    id: 'quiz',
    path: '/sinonime-simple',
    paths: ['/sinonime-simple'],
    title: 'Quiz de sinonime',
    description: 'Alege sinonimul potrivit dintre patru variante. Ideal pentru copii.',
  },
  {
    id: 'crosswords',
    path: '/integrame',
    paths: ['/integrame'],
    title: 'Mini integrame',
    description: 'Integrame mici, de la 5x5 la 9x9, cu indicii când te împotmolești.',
  },
  {
    id: 'wordle',
    path: '/wordle',
    paths: ['/wordle'],
    title: 'Wordle Românesc',
    description: 'Ghicește cuvântul zilei din 5 litere în 6 încercări.',
  },
];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

export function gameInfo(id: GameId): GameInfo {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
}
