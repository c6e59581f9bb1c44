/**
 * Sticky top bar: logo → /, the Play menu (the games with descriptions), Progresul meu,
 * Articole, and Conectare or the profile menu (Progresul meu, Setări, Descarcă datele mele,
 * Deconectare; the download is the API's JSON file, GET /api/account/export).
 * On mobile a toggle opens a menu with the same items; it closes after a choice.
 */
import { Link, NavLink, useNavigate } from 'react-router';
import {
  ChevronDownIcon,
  DownloadIcon,
  LogInIcon,
  LogOutIcon,
  MenuIcon,
  SettingsIcon,
  TrendingUpIcon,
  UserIcon,
  XIcon,
} from 'lucide-react';
import { useAuth } from '@/lib/auth';
import type { AuthUser } from '@/lib/auth-client';
import { buttonVariants } from '@/components/ui/button-variants';
import { GAMES } from '@/games/registry';
import { ACCOUNT_PATH, PROGRESS_PATH, SETTINGS_PATH } from './games';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { DisclosureMenu, useDisclosure } from './disclosure';

/** "Descarcă datele mele": the account's data as a JSON file (routes/account-export.ts). */
const EXPORT_URL = '/api/account/export';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-bold transition-colors hover:bg-accent hover:text-accent-foreground${isActive ? ' text-primary' : ''}`;

const panel = 'absolute z-50 mt-2 rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lg';
const item =
  'flex min-h-11 w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-left hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none';
const mobileItem = 'flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 font-bold hover:bg-accent';

export function displayName(user: Pick<AuthUser, 'displayName' | 'username' | 'name' | 'email'>): string {
  return user.displayName || user.username || user.name || user.email;
}

export function TopBar() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const mobile = useDisclosure();

  const onSignOut = async () => {
    mobile.close();
    const result = await signOut();
    if (!result.error) {
      // Cached progress of this player must not be shown to the next one on this device.
      if ('caches' in window) void caches.delete('slove-api');
      navigate('/');
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div ref={mobile.rootRef} className="mx-auto max-w-6xl">
        <nav aria-label="Navigare principală" className="flex h-16 items-center gap-1 px-3 sm:px-5">
          <Link to="/" className="mr-2 inline-flex min-h-11 items-center rounded-lg">
            <Logo srSuffix=", pagina principală" />
          </Link>

          <div className="hidden flex-1 items-center gap-1 md:flex">
            <DisclosureMenu
              label={
                <>
                  Joacă <ChevronDownIcon className="size-4" aria-hidden="true" />
                </>
              }
              testId="play-menu"
              buttonClassName={buttonVariants({ variant: 'ghost', className: 'px-3' })}
              panelClassName={`${panel} left-0 w-80`}
            >
              {(close) => (
                <ul>
                  {GAMES.map((g) => (
                    <li key={g.path}>
                      <Link to={g.path} onClick={close} className={`${item} flex-col items-start gap-0.5`}>
                        <span className="font-bold">{g.title}</span>
                        <span className="text-sm text-muted-foreground">{g.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </DisclosureMenu>
            <NavLink to={PROGRESS_PATH} className={navLink}>
              Progresul meu
            </NavLink>
            <NavLink to="/blog" className={navLink}>
              Articole
            </NavLink>
          </div>

          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <div className="hidden md:block">
              {user ? (
                <DisclosureMenu
                  label={
                    <>
                      <UserIcon aria-hidden="true" />
                      <span className="max-w-40 truncate">{displayName(user)}</span>
                      <ChevronDownIcon className="size-4" aria-hidden="true" />
                    </>
                  }
                  ariaLabel={`Profil: ${displayName(user)}`}
                  testId="profile-menu"
                  buttonClassName={buttonVariants({ variant: 'outline' })}
                  panelClassName={`${panel} right-0 w-60`}
                >
                  {(close) => (
                    <ul>
                      <li className="truncate px-3 py-1.5 text-sm text-muted-foreground">{user.email}</li>
                      <li>
                        <Link to={PROGRESS_PATH} onClick={close} className={item}>
                          <TrendingUpIcon className="size-5" aria-hidden="true" /> Progresul meu
                        </Link>
                      </li>
                      <li>
                        <Link to={ACCOUNT_PATH} onClick={close} className={item}>
                          <UserIcon className="size-5" aria-hidden="true" /> Contul meu
                        </Link>
                      </li>
                      <li>
                        <Link to={SETTINGS_PATH} onClick={close} className={item}>
                          <SettingsIcon className="size-5" aria-hidden="true" /> Setări
                        </Link>
                      </li>
                      <li>
                        <a
                          href={EXPORT_URL}
                          download
                          onClick={close}
                          className={item}
                          data-testid="export-data"
                        >
                          <DownloadIcon className="size-5" aria-hidden="true" /> Descarcă datele mele
                        </a>
                      </li>
                      <li className="mt-1 border-t pt-1">
                        <button
                          type="button"
                          onClick={() => void onSignOut()}
                          className={`${item} text-destructive`}
                        >
                          <LogOutIcon className="size-5" aria-hidden="true" /> Deconectare
                        </button>
                      </li>
                    </ul>
                  )}
                </DisclosureMenu>
              ) : (
                <Link to="/auth" className={buttonVariants()}>
                  <LogInIcon aria-hidden="true" /> Conectare
                </Link>
              )}
            </div>
            <button
              ref={mobile.buttonRef}
              type="button"
              aria-expanded={mobile.open}
              aria-controls={mobile.panelId}
              aria-label={mobile.open ? 'Închide meniul' : 'Deschide meniul'}
              onClick={mobile.toggle}
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
              data-testid="mobile-menu"
            >
              {mobile.open ? (
                <XIcon className="size-6" aria-hidden="true" />
              ) : (
                <MenuIcon className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </nav>

        <div
          id={mobile.panelId}
          hidden={!mobile.open}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t px-3 pb-4 md:hidden"
          data-testid="mobile-panel"
        >
          {/* (its links only while open, as the menus' in DisclosureMenu) */}
          {mobile.open && (
            <nav aria-label="Meniu mobil">
              <p className="px-3 pt-3 pb-1 text-sm font-bold text-muted-foreground">Joacă</p>
              <ul>
                {GAMES.map((g) => (
                  <li key={g.path}>
                    <Link
                      to={g.path}
                      onClick={mobile.close}
                      className={`${mobileItem} flex-col items-start gap-0`}
                    >
                      <span>{g.title}</span>
                      <span className="text-sm font-normal text-muted-foreground">{g.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="mt-2 border-t pt-2">
                <li>
                  <Link to={PROGRESS_PATH} onClick={mobile.close} className={mobileItem}>
                    <TrendingUpIcon className="size-5" aria-hidden="true" /> Progresul meu
                  </Link>
                </li>
                <li>
                  <Link to="/blog" onClick={mobile.close} className={mobileItem}>
                    Articole
                  </Link>
                </li>
              </ul>
              <ul className="mt-2 border-t pt-2">
                {user ? (
                  <>
                    <li className="truncate px-3 py-1 text-sm text-muted-foreground">{displayName(user)}</li>
                    <li>
                      <Link to={ACCOUNT_PATH} onClick={mobile.close} className={mobileItem}>
                        <UserIcon className="size-5" aria-hidden="true" /> Contul meu
                      </Link>
                    </li>
                    <li>
                      <Link to={SETTINGS_PATH} onClick={mobile.close} className={mobileItem}>
                        <SettingsIcon className="size-5" aria-hidden="true" /> Setări
                      </Link>
                    </li>
                    <li>
                      <a href={EXPORT_URL} download onClick={mobile.close} className={mobileItem}>
                        <DownloadIcon className="size-5" aria-hidden="true" /> Descarcă datele mele
                      </a>
                    </li>
                    <li>
                      <button
                        type="button"
                        onClick={() => void onSignOut()}
                        className={`${mobileItem} w-full cursor-pointer text-destructive`}
                      >
                        <LogOutIcon className="size-5" aria-hidden="true" /> Deconectare
                      </button>
                    </li>
                  </>
                ) : (
                  <li>
                    <Link
                      to="/auth"
                      onClick={mobile.close}
                      className={buttonVariants({ className: 'mt-1 w-full' })}
                    >
                      <LogInIcon aria-hidden="true" /> Conectare
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
