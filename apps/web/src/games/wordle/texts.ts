/** Romanian texts and colour classes of the Wordle screens. */
import type { Mark } from '@slove/core/wordle';

export const TITLE = 'Wordle Românesc';
export const SHARE = 'Distribuie Rezultatul';
export const LOSS_TITLE = 'Mai încearcă mâine!';
/** Shown over the board as the last row finishes turning (spec part 2, section 8). */
export const WIN_TOAST = 'Felicitări! Ai ghicit cuvântul!';
export const lossToast = (word: string) => `Ai pierdut! Cuvântul era: ${word}`;
export const lossText = (word: string) => `Cuvântul era ${word}`;

export const STATS = {
  title: 'Statistici',
  played: 'Jocuri',
  winPct: '% Victorii',
  current: 'Seria Actuală',
  max: 'Seria Maximă',
  distribution: 'Distribuția Ghicirilor',
  empty: 'Încă nu ai nicio victorie. Distribuția apare după primul cuvânt ghicit.',
};

export const HELP_TITLE = 'Cum se joacă';

export const MARK_CLASS: Record<Mark, string> = { 0: 'wt-absent', 1: 'wt-present', 2: 'wt-correct' };
export const MARK_LABEL: Record<Mark, string> = {
  0: 'nu este în cuvânt',
  1: 'în cuvânt, pe altă poziție',
  2: 'pe poziția corectă',
};

// Made when first used (an archive day, a dialog): the first Romanian date format of a visit
// loads the locale's data, a long task under a slow CPU that the page's start does not need.
let dateFormat: Intl.DateTimeFormat | undefined;
let shortDateFormat: Intl.DateTimeFormat | undefined;

/** '21 noiembrie 2026' for a day key. */
export function formatDay(day: string): string {
  shortDateFormat ??= new Intl.DateTimeFormat('ro-RO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return shortDateFormat.format(new Date(`${day}T12:00:00Z`));
}

/** 'sâmbătă, 21 noiembrie' for a day key. */
export function formatWeekday(day: string): string {
  dateFormat ??= new Intl.DateTimeFormat('ro-RO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${day}T12:00:00Z`));
}
