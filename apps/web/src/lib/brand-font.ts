/**
 * The brand font (Nunito, index.css) on the game pages: the server shows a game page in the
 * system's font until this device has had the brand font (SYSTEM_FONT_SCRIPT in the server's
 * lib/web.ts reads FONT_KEY), so that a first visit requests no font while the game loads.
 * Once a page has loaded (after-load.ts), the font's two files are fetched into the browser's
 * cache when the main thread is idle (from the cache where a page used them) and the key
 * records it: the game pages loaded next use the font, from the cache. They are fetched, not
 * loaded into this page (document.fonts.load): a loaded font is decoded on the page's main
 * thread (a long task on a slow phone, 70 ms at 4× CPU for the Latin file) and makes the
 * browser restyle every text for the new font, for a page that keeps the system's font anyway.
 * A page shown in the system's font keeps it, as does the app's every page after it until the
 * next page load: no text changes its font under the player. (Switched on the app's next
 * page, it made the daily crossword's keyboard test fail in the full browser run, for a
 * reason not found.)
 */
import latinFile from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import romanianFile from '@/assets/fonts/nunito-ro-ext-wght.woff2?url';
import { whenIdle } from '@/lib/idle';

export const FONT_KEY = 'slove_font';

/** The font's files, as index.css's @font-face rules name them (the same built files). */
export const BRAND_FONT_FILES = [latinFile, romanianFile];

/** Fetches the brand font's files once the page is idle (into the cache) and records them. */
export function recordBrandFont(fetchFile: typeof fetch = fetch): void {
  whenIdle(() => {
    // as the page's @font-face fetches them (CORS, same origin): the same cache entries
    Promise.all(
      BRAND_FONT_FILES.map(async (file) => {
        const res = await fetchFile(file, { mode: 'cors', credentials: 'same-origin' });
        if (!res.ok) throw new Error(`${file}: ${res.status}`);
        // read to the end, so that the whole file is cached
        await res.arrayBuffer();
      }),
    )
      .then(() => localStorage.setItem(FONT_KEY, '1'))
      .catch(() => {
        /* offline, or storage blocked: the system's font, next time too */
      });
  });
}
