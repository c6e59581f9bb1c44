/**
 * The brand font (Nunito, index.css) on the game pages: the server shows a game page in the
 * system's font until this device has had the brand font (SYSTEM_FONT_SCRIPT in the server's
 * lib/web.ts reads FONT_KEY), so that a first visit requests no font while the game loads.
 * Once a page has loaded (after-load.ts), the font is loaded when the main thread is idle
 * (from the cache where a page used it; else fetched) and the key records it: the game pages loaded next use it. A
 * page shown in the system's font keeps it, as does the app's every page after it until the
 * next page load: no text changes its font under the player. (Switched on the app's next
 * page, it made the daily crossword's keyboard test fail in the full browser run, for a
 * reason not found.)
 */
import { whenIdle } from '@/lib/idle';

export const FONT_KEY = 'slove_font';

/** Text in both of the font's files (one per range of letters, each with every weight): Latin and Latin Extended (ă, ș, ț). */
const SAMPLE = 'Aa Ăă Șș Țț';

/** Loads the brand font once the page is idle (from the cache, or fetched) and records it. */
export function recordBrandFont(fonts: FontFaceSet | undefined = document.fonts): void {
  if (!fonts) return;
  whenIdle(() => {
    fonts
      .load('1em Nunito', SAMPLE)
      .then((faces) => {
        if (faces.length > 0) localStorage.setItem(FONT_KEY, '1');
      })
      .catch(() => {
        /* offline, or storage blocked: the system's font, next time too */
      });
  });
}
