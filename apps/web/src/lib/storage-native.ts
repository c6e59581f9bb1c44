/** Storage inside the native shell: @capacitor/preferences (see storage.ts). */
import type { Backend } from './storage';

export const nativeBackend = (): Backend => {
  const prefs = import('@capacitor/preferences').then((m) => m.Preferences);
  const log = (error: unknown) => console.warn('storage: preferences failed', error);
  return {
    async load() {
      const p = await prefs;
      const { keys } = await p.keys();
      const entries = await Promise.all(
        keys.map(async (key) => [key, (await p.get({ key })).value] as const),
      );
      return new Map(entries.filter((e): e is readonly [string, string] => e[1] !== null));
    },
    set(key, value) {
      prefs.then((p) => p.set({ key, value })).catch(log);
    },
    remove(key) {
      prefs.then((p) => p.remove({ key })).catch(log);
    },
  };
};
