import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { HomeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Any other path: 'Oops! Page not found', a link home, and the path logged. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold">Oops! Page not found</h1>
      <p className="text-muted-foreground">Pagina pe care o cauți nu există sau a fost mutată.</p>
      <Button asChild size="lg">
        <Link to="/">
          <HomeIcon aria-hidden="true" /> Înapoi la pagina principală
        </Link>
      </Button>
    </div>
  );
}
