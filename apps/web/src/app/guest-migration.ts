/**
 * Guest data → account (spec part 1, section 4 "Guest to account", section 8 "Migration").
 *
 * Each game of the registry (games/registry.ts) has a guest data source (its local.ts, loaded
 * when needed). On sign-in the local data of every game is sent in one call to POST /api/account/merge,
 * raced against the 3 s cloud timeout. The server unites found items and keeps the higher
 * score, so sending the same data twice changes nothing. Local data is never deleted: when
 * the call fails, play goes on locally and the 'Date locale găsite' card offers
 * 'Sincronizează acum'. After a success we remember a fingerprint of what was sent (per
 * account), so the notice disappears until the local data changes again.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { MergeKey } from '@slove/core/games';
import { z } from '@slove/core/zod';
import { apiFetch, CLOUD_TIMEOUT_MS } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { localStore } from '@/lib/local-store';
import { WEB_GAMES } from '@/games/registry';

/** Fingerprints of the data last merged, per account id. */
export const SYNCED_KEY = 'slove_guest_synced';

const syncedStore = localStore({
  key: SYNCED_KEY,
  schema: z.record(z.string(), z.string()),
  fallback: (): Record<string, string> => ({}),
});

export const MIGRATION_TEXTS = {
  successTitle: 'Date migrate cu succes!',
  successBody: 'Progresul tău local a fost sincronizat cu contul nou.',
  failureTitle: 'Eroare la migrare',
  failureBody: 'Nu s-au putut migra datele locale. Încearcă din nou.',
  manualTitle: 'Date sincronizate',
  manualBody: 'Progresul local a fost sincronizat cu contul tău.',
} as const;

/** The local data of every game that has some (by merge key: the game's id). */
export async function collectGuestData(): Promise<Partial<Record<MergeKey, unknown>>> {
  const out: Partial<Record<MergeKey, unknown>> = {};
  for (const game of WEB_GAMES) {
    try {
      const data = (await game.guestData()).collect();
      if (data !== null && data !== undefined) out[game.id] = data;
    } catch (error) {
      console.warn(`[guest-migration] ${game.id}: local data unreadable`, error);
    }
  }
  return out;
}

export async function hasGuestData(): Promise<boolean> {
  return Object.keys(await collectGuestData()).length > 0;
}

/** A short stable fingerprint of a JSON value (FNV-1a over its canonical JSON). */
export function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as Record<string, unknown>)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  const text = JSON.stringify(canonical(value));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0') + text.length.toString(16);
}

/**
 * True when there is local guest data this account has not received yet (for a guest:
 * when there is local data at all).
 */
export async function guestDataPending(userId: string | null): Promise<boolean> {
  const data = await collectGuestData();
  if (!Object.keys(data).length) return false;
  if (!userId) return true;
  return syncedStore.read()[userId] !== fingerprint(data);
}

export interface MergeResponse {
  merged: MergeKey[];
  unsupported: string[];
}

/**
 * Send the local data to the account. Resolves true on success (or when there was nothing
 * to send), false on any failure (timeout, offline, refused): local data stays either way.
 */
export async function migrateGuestData(userId: string): Promise<boolean> {
  const data = await collectGuestData();
  if (!Object.keys(data).length) return true;
  try {
    await apiFetch<MergeResponse>('/api/account/merge', {
      method: 'POST',
      body: data,
      timeoutMs: CLOUD_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('[guest-migration] merge failed; local data kept', error);
    return false;
  }
  syncedStore.write({ ...syncedStore.read(), [userId]: fingerprint(data) });
  return true;
}

/**
 * The migration state for the auth screen: whether local data is waiting (known once the
 * games' sources have loaded), a busy flag while it syncs, and migrate('auto') after sign-in
 * (it does nothing when nothing is waiting) or migrate('manual') for 'Sincronizează acum'.
 */
export function useGuestMigration() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void guestDataPending(userId).then((p) => current && setPending(p));
    return () => {
      current = false;
    };
  }, [userId]);

  const migrate = useCallback(
    async (mode: 'auto' | 'manual', forUserId?: string): Promise<boolean> => {
      const id = forUserId ?? userId;
      if (!id) return false; // migration without a signed-in user is refused (spec section 7)
      if (!(await guestDataPending(id))) {
        setPending(false);
        return true;
      }
      setBusy(true);
      try {
        const ok = await migrateGuestData(id);
        if (ok) {
          setPending(false);
          if (mode === 'auto')
            toast.success(MIGRATION_TEXTS.successTitle, { description: MIGRATION_TEXTS.successBody });
          else toast.success(MIGRATION_TEXTS.manualTitle, { description: MIGRATION_TEXTS.manualBody });
        } else {
          toast.error(MIGRATION_TEXTS.failureTitle, { description: MIGRATION_TEXTS.failureBody });
        }
        return ok;
      } finally {
        setBusy(false);
      }
    },
    [userId],
  );

  return { pending, busy, migrate };
}
