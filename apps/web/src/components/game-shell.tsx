import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3Icon } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';

/** The synonym games' progress page (both games count towards it). */
const PROGRESS_PATH = '/progres-sinonime';

/** The frame of both synonym games: links home and to the progress page, then the title. */
export function GameShell({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5 sm:py-8">
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/">Acasă</BackLink>
        <Button asChild variant="ghost" className="-mr-3">
          <Link to={PROGRESS_PATH}>
            <BarChart3Icon aria-hidden="true" /> Progres
          </Link>
        </Button>
      </div>
      <h1 className="flex items-center gap-2 text-3xl font-extrabold">
        {icon}
        {title}
      </h1>
      {children}
    </div>
  );
}
