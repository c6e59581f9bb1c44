import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A ghost "← label" button linking back to a page: the one shape of every labelled back link. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button asChild variant="ghost" className={cn('-ml-3 w-fit', className)}>
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}
