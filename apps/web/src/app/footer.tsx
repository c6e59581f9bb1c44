import { Link } from 'react-router';
import { useAppConfig } from '@/lib/config';
import { openConsentSettings } from '@/lib/consent';
import { GAMES } from '@/games/registry';
import { Logo } from './logo';
import { useHydrated } from '@/lib/hydration';

// The year the pages' HTML was built (vite.config.ts): hydration starts from it.
declare const __BUILD_YEAR__: number | undefined;
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const linkClass =
  'inline-flex min-h-11 items-center rounded-md hover:text-primary hover:underline underline-offset-4';

export function Footer() {
  const { data: config } = useAppConfig();
  let domain = 'slove.ro';
  try {
    if (config?.publicUrl) domain = new URL(config.publicUrl).host;
  } catch {
    /* keep the default */
  }
  // the year the page's HTML was built, until hydrated
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  return (
    <footer
      className="below-fold mt-16 border-t bg-muted/50 [--below-fold-height:1050px] sm:[--below-fold-height:670px] lg:[--below-fold-height:390px]"
      data-testid="footer"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-5 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Jocuri de cuvinte în limba română, gratuite, pentru copii, elevi și adulți.
          </p>
        </div>
        <nav aria-label="Jocuri" className="flex flex-col">
          <h2 className="mb-1 font-extrabold">Jocuri</h2>
          {GAMES.map((g) => (
            <Link key={g.path} to={g.path} className={linkClass}>
              {g.title}
            </Link>
          ))}
        </nav>
        <nav aria-label="Despre Slove" className="flex flex-col">
          <h2 className="mb-1 font-extrabold">Slove</h2>
          <Link to="/despre" className={linkClass}>
            Despre
          </Link>
          <Link to="/cum-sa-joci" className={linkClass}>
            Cum să joci
          </Link>
          <Link to="/blog" className={linkClass}>
            Articole
          </Link>
          <Link to="/faq" className={linkClass}>
            Întrebări frecvente
          </Link>
          <Link to="/arhiva-zilnica" className={linkClass}>
            Arhiva zilnică
          </Link>
        </nav>
        <nav aria-label="Informații legale" className="flex flex-col">
          <h2 className="mb-1 font-extrabold">Legal</h2>
          <Link to="/privacy-policy" className={linkClass}>
            Politica de confidențialitate
          </Link>
          <Link to="/terms-conditions" className={linkClass}>
            Termeni și condiții
          </Link>
          <Link to="/delete-account" className={linkClass}>
            Ștergerea contului
          </Link>
          <button
            type="button"
            onClick={openConsentSettings}
            className={`${linkClass} cursor-pointer text-left`}
            data-testid="footer-consent"
          >
            Setări cookie-uri
          </button>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-5">
          © {year} Slove. Domeniul {domain} și aplicația mobilă Slove din magazinele de aplicații aparțin
          Slove.
        </p>
      </div>
    </footer>
  );
}
