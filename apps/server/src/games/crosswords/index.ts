/** The mini crosswords on the server (see game-module.ts). */
import { crosswordsLocalSchema } from '@slove/core/crosswords-api';
import { isDayKey } from '@slove/core/day';
import { merger, type GameModule } from '../game-module.ts';
import { crosswordDailyResults, crosswordProgress } from './schema.ts';
import { mergeCrosswordsLocal } from './merge.ts';
import { guestHelps } from './guest-helps.ts';
import { crosswordRoutes } from './routes.ts';
import { seedCrosswords } from './seed.ts';

/** A puzzle's id in the page's address (?id=N). */
const PUZZLE_ID = /^\d{1,9}$/;

export const crosswordsGame: GameModule = {
  id: 'crosswords',
  routes: crosswordRoutes,
  merger: merger(crosswordsLocalSchema, async (db, userId, data, env) =>
    mergeCrosswordsLocal(db, userId, data, env.request ? await guestHelps(env.request) : new Map()),
  ),
  userTables: [crosswordProgress, crosswordDailyResults],
  seed: seedCrosswords,
  // the puzzle opened (?id=N), else the list of the picker and its "Integrama zilei" card
  pageData: {
    '/integrame': (search) => {
      const id = search.get('id');
      return id === null
        ? ['/api/crosswords', '/api/crosswords/daily']
        : PUZZLE_ID.test(id)
          ? [`/api/crosswords/${id}`]
          : [];
    },
  },
  // The page arrives as the game shows it first, rendered per request from its data (lib/web.ts):
  // the picker with the day's card and the first cards of the list, or the puzzle opened as
  // its play view (the grid, the clues, the first word selected; the puzzles are many and the
  // server has them, the build has not: it renders the picker's splash). Rendered for the
  // parameters the page reads (id; zi, the daily puzzle's day). A bad or unknown id: as built.
  pageRender: {
    '/integrame': (search) => {
      const id = search.get('id');
      if (id === null) return '';
      if (!PUZZLE_ID.test(id)) return null;
      const zi = search.get('zi');
      return zi !== null && isDayKey(zi) ? `?id=${id}&zi=${zi}` : `?id=${id}`;
    },
  },
};
