/** Mini crosswords as a module of the web app (see lib/web-game.ts, games/registry.ts). */
import { Grid3x3Icon } from 'lucide-react';
import type { WebGame } from '@/lib/web-game';

export const crosswords: WebGame = {
  id: 'crosswords',
  // /integrame
  pages: [() => import('./page')],
  guestData: () => import('./local').then((m) => m.guestData),
  stats: () => import('./stats').then((m) => m.stats),
  card: {
    Icon: Grid3x3Icon,
    className: 'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200',
  },
};
