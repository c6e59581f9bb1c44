import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { GAMES } from '@/games/registry';

/**
 * What a page that renders in the browser only (see router.tsx) shows until it is ready:
 * for a game, its name and what it is about, so that the first paint already says where
 * the player is; for the other pages, the spinner. Its spinner waits before it turns
 * (Spinner's `delayed`): most pages are ready before then.
 */
export function PageSplash() {
  const { pathname } = useLocation();
  const game = GAMES.find((g) => g.path === pathname.replace(/\/+$/, ''));
  if (!game) return <Spinner delayed />;
  return (
    <div
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-3 px-4 py-10 text-center"
      data-testid="page-splash"
    >
      <p className="text-3xl font-extrabold tracking-tight text-balance">{game.title}</p>
      <p className="text-lg text-balance text-muted-foreground">{game.description}</p>
      <Spinner className="py-4" delayed />
    </div>
  );
}
