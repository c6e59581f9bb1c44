/** The classic letters game as a module of the web app (see lib/web-game.ts, games/registry.ts). */
import { HexagonIcon } from 'lucide-react';
import type { WebGame } from '@/lib/web-game';

export const classic: WebGame = {
  id: 'classic',
  // /joc-clasic, /arhiva-zilnica
  pages: [() => import('./page'), () => import('./archive-page')],
  // the play area with the day's letters is the same for everyone (page.tsx)
  prerendered: ['/joc-clasic'],
  guestData: () => import('./local').then((m) => m.guestData),
  stats: () => import('./stats').then((m) => m.stats),
  card: {
    Icon: HexagonIcon,
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  },
};
