/**
 * Home: a hero whose button scrolls to the games, the games (five + three 'în curând'),
 * the six feature cards, four blog teasers and badges computed from the shipped content.
 * The features and the teasers are rendered by the browser only once near the screen (below-fold).
 * `/?set={id}` (old archive links) opens that classic set.
 */
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  AccessibilityIcon,
  ArrowRightIcon,
  BookOpenIcon,
  BrainIcon,
  PuzzleIcon,
  TrendingUpIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { buttonVariants, textLinkClass } from '@/components/ui/button-variants';
import { COMING_SOON } from '@/app/games';
import { GAMES } from '@/games/registry';
import { CONTENT_SUMMARY, marketingBadges } from '@/app/content-summary';
import { BLOG_POSTS } from './blog/posts';
import { PostMeta } from './blog/post-meta';
import { useTodayStates } from './home-today';

const FEATURES: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Stimulare cognitivă',
    text: 'Memoria, atenția și gândirea flexibilă lucrează împreună când cauți cuvinte. Câteva minute pe zi țin mintea în formă.',
    Icon: BrainIcon,
  },
  {
    title: 'Vocabular mai bogat',
    text: 'Descoperi cuvinte noi, sinonime și sensuri uitate, explicate pe înțelesul tuturor.',
    Icon: BookOpenIcon,
  },
  {
    title: 'Provocări variate',
    text: 'Litere, sinonime, integrame și Wordle: fiecare joc antrenează altceva, iar seturile se schimbă în fiecare zi.',
    Icon: PuzzleIcon,
  },
  {
    title: 'Joc social',
    text: 'Aceleași puzzle-uri pentru toată lumea, în aceeași zi. Compară rezultatele cu familia, colegii sau elevii.',
    Icon: UsersIcon,
  },
  {
    title: 'Progres urmărit',
    text: 'Punctaj, serii de zile și statistici. Cu un cont, progresul te urmează pe orice dispozitiv.',
    Icon: TrendingUpIcon,
  },
  {
    title: 'Accesibilitate',
    text: 'Butoane mari, temă luminoasă sau întunecată, tastatură cu diacritice și joc fără internet după prima vizită.',
    Icon: AccessibilityIcon,
  },
];

function scrollToGames() {
  const target = document.getElementById('jocuri');
  if (!target) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // An explicit destination (the section's top less its scroll margin, under the sticky bar):
  // scrollIntoView with smooth behaviour can stop short in Chromium.
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - margin);
  target.focus({ preventScroll: true });
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}

/** "1 zi", "5 zile", "20 de zile" (Romanian puts "de" after 20 and above, 101–119 excepted). */
function days(n: number): string {
  if (n === 1) return '1 zi';
  return n % 100 === 0 || n % 100 >= 20 ? `${n} de zile` : `${n} zile`;
}

/** The figures of the shipped content ("12.000 cuvinte"): in the hero, below the games on a phone. */
function Badges({
  badges,
  className,
  testId,
}: {
  badges: ReturnType<typeof marketingBadges>;
  className: string;
  testId?: string;
}) {
  if (!badges.length) return null;
  return (
    <ul
      aria-label="Slove în cifre"
      className={`flex-wrap justify-center gap-2 ${className}`}
      data-testid={testId}
    >
      {badges.map((b) => (
        <li key={b.label} className="rounded-full border bg-card px-4 py-1.5 text-sm shadow-xs">
          <strong className="font-extrabold">{b.value}</strong> {b.label}
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  const [params] = useSearchParams();
  const today = useTodayStates();
  const set = params.get('set');
  if (set && /^\d+$/.test(set)) return <Navigate to={`/joc-clasic?set=${set}`} replace />;

  const badges = marketingBadges(CONTENT_SUMMARY);

  return (
    <>
      {/* Hero */}
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-amber-50 to-background dark:from-amber-950/30">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2.5 px-4 py-4 text-center sm:gap-5 sm:py-10">
          <div aria-hidden="true" className="flex gap-1.5">
            {['S', 'L', 'O', 'V', 'E'].map((l, i) => (
              <span
                key={l}
                className={`grid size-9 place-items-center rounded-lg text-xl font-extrabold shadow-sm sm:size-14 sm:text-3xl ${
                  i === 0 ? 'bg-brand text-stone-900' : 'border-2 bg-card text-foreground'
                }`}
              >
                {l}
              </span>
            ))}
          </div>
          <h1 className="max-w-3xl text-2xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            Jocuri de cuvinte în limba română
          </h1>
          <p className="hidden max-w-2xl text-lg text-muted-foreground text-balance sm:block">
            Litere, sinonime, integrame și Wordle. Puzzle-uri noi în fiecare zi, gratuite, pentru copii, elevi
            și toți cei care iubesc limba română.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={scrollToGames}
              className={buttonVariants({ size: 'lg' })}
              data-testid="hero-play"
            >
              Alege un joc <ArrowRightIcon aria-hidden="true" />
            </button>
            <Link to="/cum-sa-joci" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Cum să joci
            </Link>
          </div>
          <Badges badges={badges} className="mt-2 hidden sm:flex" testId="marketing-badges" />
        </div>
      </section>

      {/* Games */}
      <section
        id="jocuri"
        tabIndex={-1}
        aria-labelledby="jocuri-titlu"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-4 pb-14 outline-none sm:pt-8"
      >
        <h2 id="jocuri-titlu" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Jocurile zilei
        </h2>
        <p className="mt-2 hidden text-muted-foreground sm:block">
          Alege jocul zilei. Fiecare are puzzle-uri noi la miezul nopții, ora României.
        </p>
        {/* on a phone, compact rows: the five games fit the first screen */}
        <ul className="mt-3 grid gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {GAMES.map((g) => {
            const Icon = g.card.Icon;
            const state = today[g.id];
            return (
              <li key={g.path}>
                <Link
                  to={g.path}
                  className="group grid h-full grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-3 py-2 text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none sm:flex sm:flex-col sm:items-start sm:gap-3 sm:p-5"
                >
                  <span
                    className={`row-span-2 grid size-10 place-items-center rounded-xl sm:size-12 ${g.card.className}`}
                  >
                    <Icon className="size-5 sm:size-6" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 text-lg leading-tight font-extrabold sm:text-xl">{g.title}</span>
                  <span className="min-w-0 text-sm leading-snug text-muted-foreground sm:flex-1 sm:text-base">
                    {state ? (
                      <span className="font-bold text-foreground" data-testid={`home-today-${g.id}`}>
                        {[state.today, state.streak ? `Serie: ${days(state.streak)}` : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : (
                      <span className="line-clamp-1 sm:line-clamp-none">{g.description}</span>
                    )}
                  </span>
                  <span className="hidden items-center gap-1 font-bold text-primary sm:inline-flex">
                    Joacă{' '}
                    <ArrowRightIcon
                      className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            );
          })}
          {COMING_SOON.map((g) => (
            <li
              key={g.title}
              className="flex flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-5"
              aria-label={`${g.title}, în curând`}
            >
              <span className="w-fit rounded-full bg-secondary px-3 py-1 text-xs font-extrabold text-secondary-foreground">
                în curând
              </span>
              <span className="text-xl font-extrabold">{g.title}</span>
              <span className="text-muted-foreground">{g.description}</span>
            </li>
          ))}
        </ul>
        <Badges badges={badges} className="mt-6 flex sm:hidden" />
      </section>

      {/* Features */}
      <section
        aria-labelledby="de-ce"
        className="below-fold border-y bg-muted/40 [--below-fold-height:1350px] sm:[--below-fold-height:770px] lg:[--below-fold-height:570px]"
      >
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="de-ce" className="text-3xl font-extrabold tracking-tight">
            De ce jocuri de cuvinte?
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ title, text, Icon }) => (
              <li key={title} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs">
                <Icon className="size-7 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-extrabold">{title}</h3>
                <p className="text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Blog teasers */}
      <section
        aria-labelledby="articole"
        className="below-fold mx-auto max-w-6xl px-4 py-14 [--below-fold-height:1200px] sm:[--below-fold-height:670px] lg:[--below-fold-height:520px]"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="articole" className="text-3xl font-extrabold tracking-tight">
            Articole
          </h2>
          <Link to="/blog" className={textLinkClass}>
            Toate articolele <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {BLOG_POSTS.map((p) => (
            <li key={p.id}>
              <Link
                to={`/blog/${p.id}`}
                className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <PostMeta post={p} as="span" />
                <span className="text-lg font-extrabold">{p.title}</span>
                <span className="text-muted-foreground">{p.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
