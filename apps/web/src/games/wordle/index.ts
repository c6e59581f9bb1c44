/** Wordle Românesc as a module of the web app (see lib/web-game.ts, games/registry.ts). */
import { LayoutListIcon } from 'lucide-react';
import type { WebGame } from '@/lib/web-game';

export const wordle: WebGame = {
  id: 'wordle',
  // /wordle
  pages: [() => import('./page')],
  // the empty board and keyboard are the same for everyone (page.tsx)
  prerendered: ['/wordle'],
  guestData: () => import('./local').then((m) => m.guestData),
  stats: () => import('./stats').then((m) => m.stats),
  card: {
    Icon: LayoutListIcon,
    className: 'bg-rose-100 text-rose-900 dark:bg-rose-400/15 dark:text-rose-200',
  },
};
