/**
 * Every page route of the product, with its Romanian title and description (SEO).
 * The server answers 200 with the app for these paths and 404 for any other; the web
 * router is built from the same list.
 */
import { GAMES } from './games.ts';

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /** Search engines may index it (false for account pages). */
  index: boolean;
}

export const SITE_NAME = 'Slove';
export const TAGLINE = 'Jocuri de cuvinte în limba română';

export const BLOG_IDS = ['strategii-pangrame', 'diacritice-ghid', 'cuvinte-rare', 'joc-la-clasa'] as const;
export type BlogId = (typeof BLOG_IDS)[number];

/** The pages of the site itself; the games' pages come from the games registry. */
const SITE_ROUTES: RouteMeta[] = [
  {
    path: '/',
    title: `${SITE_NAME} — ${TAGLINE}`,
    description:
      'Jocuri zilnice de cuvinte în română: litere, sinonime, integrame și Wordle. Gratuit, pentru copii, elevi și toți cei care iubesc limba română.',
    index: true,
  },
  {
    path: '/auth',
    title: `Conectare — ${SITE_NAME}`,
    description: 'Conectează-te sau creează un cont ca să-ți salvezi progresul pe toate dispozitivele.',
    index: false,
  },
  {
    path: '/reset-password',
    title: `Parolă nouă — ${SITE_NAME}`,
    description: 'Alege o parolă nouă pentru contul tău Slove.',
    index: false,
  },
  {
    path: '/cont',
    title: `Contul meu — ${SITE_NAME}`,
    description: 'Schimbă-ți numele afișat sau parola contului Slove.',
    index: false,
  },
  {
    path: '/progres',
    title: `Progresul meu — ${SITE_NAME}`,
    description: 'Statisticile tale la toate jocurile Slove: serii, cuvinte găsite, victorii și recorduri.',
    index: false,
  },
  {
    path: '/despre',
    title: `Despre — ${SITE_NAME}`,
    description: 'Povestea Slove, beneficiile jocurilor de cuvinte și sfaturi pentru profesori și părinți.',
    index: true,
  },
  {
    path: '/cum-sa-joci',
    title: `Cum să joci — ${SITE_NAME}`,
    description: 'Ghidul complet al jocurilor Slove: reguli, punctaj și strategii.',
    index: true,
  },
  {
    path: '/blog',
    title: `Articole — ${SITE_NAME}`,
    description: 'Strategii, ghiduri de diacritice și idei pentru jocuri de cuvinte la clasă.',
    index: true,
  },
  {
    path: '/faq',
    title: `Întrebări frecvente — ${SITE_NAME}`,
    description: 'Răspunsuri la cele mai frecvente întrebări despre jocurile și contul Slove.',
    index: true,
  },
  {
    path: '/privacy-policy',
    title: `Politica de confidențialitate — ${SITE_NAME}`,
    description: 'Ce date prelucrează Slove, de ce și ce drepturi ai conform GDPR.',
    index: true,
  },
  {
    path: '/terms-conditions',
    title: `Termeni și condiții — ${SITE_NAME}`,
    description: 'Condițiile de utilizare a site-ului și aplicației Slove.',
    index: true,
  },
  {
    path: '/delete-account',
    title: `Ștergerea contului — ${SITE_NAME}`,
    description: 'Cere ștergerea contului Slove și a tuturor datelor asociate.',
    index: false,
  },
];

/** Every page route: the site's own, then each game's (@slove/core/games). */
export const ROUTES: RouteMeta[] = [
  ...SITE_ROUTES,
  ...GAMES.flatMap((game) =>
    game.pageMeta.map((page) => ({ ...page, title: `${page.title} — ${SITE_NAME}` })),
  ),
];

/** Old legal paths that redirect to the current ones. */
export const REDIRECTS: Record<string, string> = {
  '/politica-confidentialitate': '/privacy-policy',
  '/termeni-conditii': '/terms-conditions',
};

export const BLOG_TITLES: Record<BlogId, string> = {
  'strategii-pangrame': 'Strategii pentru pangrame',
  'diacritice-ghid': 'Ghidul diacriticelor',
  'cuvinte-rare': 'Cuvinte rare și frumoase',
  'joc-la-clasa': 'Jocuri de cuvinte la clasă',
};

export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  title: `Pagină negăsită — ${SITE_NAME}`,
  description: 'Pagina căutată nu există.',
  index: false,
};

/** The meta of a path, or null when the path is not a page of the product (→ 404). */
export function routeMeta(pathname: string): RouteMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = ROUTES.find((r) => r.path === path);
  if (exact) return exact;
  const blog = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (blog && (BLOG_IDS as readonly string[]).includes(blog[1]!)) {
    const id = blog[1] as BlogId;
    return {
      path,
      title: `${BLOG_TITLES[id]} — ${SITE_NAME}`,
      description: `Articol Slove: ${BLOG_TITLES[id]}.`,
      index: true,
    };
  }
  return null;
}
