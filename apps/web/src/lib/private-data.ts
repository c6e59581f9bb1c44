/**
 * A shared device keeps nobody's data (issue 40): when a signed-in player's session ends
 * (sign-out, account deletion, an expired or revoked session, seen as a 401 or as a session
 * read that finds none) or another account's session replaces it, the previous player's
 * cached API answers and game data leave the device before anything else is read or sent.
 *
 * The device remembers whose data it holds (OWNER_KEY: the account's id, set at each session
 * read). A guest has no owner: a guest's own data is never cleared, and it goes to the account
 * at sign-in (app/guest-migration.ts) as before. What is kept is the device's, not a player's:
 * the theme, the consents, the font, the public word lists and questions kept for offline play.
 */
import { storage, KEY_PREFIX } from './storage';
export { UNAUTHORIZED_EVENT } from './api';

/** The account whose data this device holds. */
export const OWNER_KEY = 'slove_device_owner';
/** The service worker's cache of API answers (sw.ts). */
export const API_CACHE = 'slove-api';

/** Kept when a session ends: settings of the device and public content. */
const DEVICE_KEYS = new Set([
  'theme',
  'slove_ad_consent',
  'slove_analytics_consent',
  'slove_font',
  'slove_wordle_allowed',
  'slove_quiz_questions',
  // the stores' versions (local-store.ts VERSIONS_KEY; not imported: zod stays out of the entry)
  'slove_store_versions',
]);

/** Removes the previous player's cached answers and game data from this device. */
export async function clearPrivateData(): Promise<void> {
  const player = (key: string) => key.startsWith(KEY_PREFIX) && !DEVICE_KEYS.has(key);
  for (const key of storage.keys()) if (player(key)) storage.remove(key);
  if (typeof window === 'undefined') return;
  try {
    // what another tab wrote since this one loaded is not in the adapter's memory
    const ls = window.localStorage;
    for (const key of Object.keys(ls)) if (player(key)) ls.removeItem(key);
    navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_API_CACHE' });
    if ('caches' in window) await caches.delete(API_CACHE);
  } catch (error) {
    console.warn('[private-data] cache not cleared', error);
  }
}

/**
 * Called with every session read that the server answered (null: no session): clears the
 * device when the session it held ended or belongs to someone else, then records the owner.
 */
export async function sessionRead(userId: string | null): Promise<void> {
  const owner = storage.get(OWNER_KEY);
  if (owner !== null && owner !== userId) await clearPrivateData();
  if (userId !== null && owner !== userId) storage.set(OWNER_KEY, userId);
}

/** The player signed out (or deleted the account): nothing of theirs stays. */
export async function sessionEnded(): Promise<void> {
  await clearPrivateData();
}
