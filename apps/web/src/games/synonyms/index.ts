/** The advanced synonym game as a module of the web app (see lib/web-game.ts, games/registry.ts). */
import { SparklesIcon } from 'lucide-react';
import type { WebGame } from '@/lib/web-game';

export const synonyms: WebGame = {
  id: 'synonyms',
  // /sinonime, /progres-sinonime, /setari-sinonime
  pages: [() => import('./advanced-page'), () => import('./progress-page'), () => import('./settings-page')],
  guestData: () => import('./local').then((m) => m.guestData),
  stats: () => import('./stats').then((m) => m.stats),
  card: {
    Icon: SparklesIcon,
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  },
};
