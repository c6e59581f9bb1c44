/**
 * What a game module of the web app gives the app (games/<game>/index.ts, listed once in
 * games/registry.ts): its pages, its guest data and its home card. Its id, paths, title and
 * description are those of the core registry (@slove/core/games). Everything heavy is
 * loaded when needed: the home page, the Play menu and the router read these modules.
 */
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { GameId } from '@slove/core/games';

/** A page module, loaded when its route is visited (or preloaded). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** This device's data of a game, for the account merge (app/guest-migration.ts). */
export interface GuestDataSource {
  /** The game's data on this device, in the shape POST /api/account/merge validates; null when there is none. */
  collect(): unknown;
  /** Removes the game's data from this device. */
  clear(): void;
}

/** One figure of a game's statistics ("Zile jucate: 12"). */
export interface StatFigure {
  /** Stable id (the page's test id is `stat-<game>-<id>`). */
  id: string;
  label: string;
  value: string | number;
}

/** A game's statistics as the "Progresul meu" page shows them (plain data, kept in the query cache). */
export interface GameStatsData {
  /** Anything played yet (otherwise the page shows the game's empty state). */
  played: boolean;
  figures: StatFigure[];
  /** A bar chart, e.g. Wordle's guess distribution. */
  bars?: { title: string; rows: { label: string; value: number; description: string }[] };
}

/** A game's statistics for the "Progresul meu" page (pages/progress-page.tsx): from the device or the account. */
export interface GameStats {
  /** This device's statistics (a guest's; a player's when the account does not answer). */
  device(): GameStatsData;
  /** The account's statistics (signed-in player), from the game's API. */
  account(signal: AbortSignal): Promise<GameStatsData>;
  /** The empty state, "Încă nu ai jucat …". */
  empty: string;
  /** More pages about this game's progress (e.g. the synonym progress page). */
  links?: readonly { to: string; label: string }[];
}

export interface WebGame {
  id: GameId;
  /**
   * The page of each path of the game in @slove/core/games, in the same order. Written as
   * `() => import('./<module>')` in a list after `pages:` (scripts/prerender.mjs reads them).
   */
  pages: readonly PageLoader[];
  /**
   * The paths (of `paths`) whose page renders the same for everyone while it hydrates (the
   * game's board before the player's progress, lib/hydration.ts): the build renders the game
   * itself, not its splash (app/router.tsx, scripts/prerender.mjs).
   */
  prerendered?: readonly string[];
  /** The game's guest data source (games/<game>/local.ts). */
  guestData(): Promise<GuestDataSource>;
  /** The game's statistics for the "Progresul meu" page (games/<game>/stats.ts, loaded with that page). */
  stats(): Promise<GameStats>;
  /** The home card: its icon and colours (the title and description are the core registry's). */
  card: { Icon: LucideIcon; className: string };
}
