/** The synonym quiz as a module of the web app (see lib/web-game.ts, games/registry.ts). */
import { ListChecksIcon } from 'lucide-react';
import type { WebGame } from '@/lib/web-game';

export const quiz: WebGame = {
  id: 'quiz',
  // /sinonime-simple
  pages: [() => import('./quiz-page')],
  guestData: () => import('./local').then((m) => m.guestData),
  stats: () => import('./stats').then((m) => m.stats),
  card: {
    Icon: ListChecksIcon,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
};
