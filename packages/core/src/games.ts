/**
 * The registry of games: one entry per game, read by the server (routes, account merge and
 * deletion, content seeding) and by the web app (router, guest migration, home page, Play
 * menu) and the page list of core/routes.ts. Adding a game adds one entry here.
 */

export const GAME_IDS = ['classic', 'synonyms', 'quiz', 'crosswords', 'wordle'] as const;

/** A game's id; it is also the key of its guest data in POST /api/account/merge. */
export type GameId = (typeof GAME_IDS)[number];
export type MergeKey = GameId;

/** A page of a game, with what search engines see of it (core/routes.ts lists it). */
export interface GamePage {
  path: string;
  /** The page title, before " — Slove". */
  title: string;
  /** The meta description. */
  description: string;
  /** Search engines may index it. */
  index: boolean;
}

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
  /** What search engines see of each page, in the order of `paths`. */
  pageMeta: readonly GamePage[];
}

type GameEntry = Omit<GameInfo, 'path' | 'paths'>;

const ENTRIES: readonly GameEntry[] = [
  {
    id: 'classic',
    title: 'Jocul clasic cu litere',
    description: '7 litere, una obligatorie în mijloc. Formează cuvinte și găsește pangramele.',
    pageMeta: [
      {
        path: '/joc-clasic',
        title: 'Jocul clasic cu litere',
        description:
          'Formează cuvinte din 7 litere, cu litera din mijloc obligatorie. Găsește pangramele și urcă în clasament!',
        index: true,
      },
      {
        path: '/arhiva-zilnica',
        title: 'Arhiva zilnică',
        description: 'Joacă seturile de litere din ultimele 30 de zile.',
        index: true,
      },
    ],
  },
  {
    id: 'synonyms',
    title: 'Sinonime',
    description: 'Scrie sinonimele cuvântului zilei. Cele rare aduc mai multe puncte.',
    pageMeta: [
      {
        path: '/sinonime',
        title: 'Sinonime',
        description: 'Scrie toate sinonimele cuvântului zilei. Sinonimele rare aduc puncte în plus.',
        index: true,
      },
      {
        path: '/progres-sinonime',
        title: 'Progresul la sinonime',
        description: 'Obiectivul zilnic, seria de zile și cuvintele stăpânite la jocurile de sinonime.',
        index: false,
      },
      {
        path: '/setari-sinonime',
        title: 'Setări sinonime',
        description: 'Obiectivul zilnic, mementouri și statistici pentru jocurile de sinonime.',
        index: false,
      },
    ],
  },
  {
    id: 'quiz',
    title: 'Quiz de sinonime',
    description: 'Alege sinonimul potrivit dintre patru variante. Ideal pentru copii.',
    pageMeta: [
      {
        path: '/sinonime-simple',
        title: 'Quiz de sinonime',
        description:
          'Alege sinonimul potrivit dintre patru variante. Seturi de câte 7 întrebări, perfecte pentru copii.',
        index: true,
      },
    ],
  },
  {
    id: 'crosswords',
    title: 'Mini integrame',
    description: 'Integrame mici, de la 5x5 la 9x9, cu indicii când te împotmolești.',
    pageMeta: [
      {
        path: '/integrame',
        title: 'Mini integrame',
        description:
          'Rezolvă integrame mici în limba română, de la 5x5 la 9x9, cu indicii când te împotmolești.',
        index: true,
      },
    ],
  },
  {
    id: 'wordle',
    title: 'Wordle Românesc',
    description: 'Ghicește cuvântul zilei din 5 litere în 6 încercări.',
    pageMeta: [
      {
        path: '/wordle',
        title: 'Wordle Românesc',
        description: 'Ghicește cuvântul zilei din 5 litere în 6 încercări. Cu Ă, Â, Î, Ș și Ț pe tastatură.',
        index: true,
      },
    ],
  },
];

export const GAMES: readonly GameInfo[] = ENTRIES.map((game) => ({
  ...game,
  path: game.pageMeta[0]!.path,
  paths: game.pageMeta.map((page) => page.path),
}));

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

export function gameInfo(id: GameId): GameInfo {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
}
