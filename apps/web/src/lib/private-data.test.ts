// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const PLAYER = { slove_wordle_games: '{}', slove_offline_queue: '[]', slove_guest_synced: '{}' };
const DEVICE = { theme: 'dark', slove_ad_consent: '"granted"', slove_quiz_questions: '[]' };

async function device(owner: string | null) {
  vi.resetModules();
  localStorage.clear();
  for (const [k, v] of Object.entries({ ...PLAYER, ...DEVICE })) localStorage.setItem(k, v);
  if (owner) localStorage.setItem('slove_device_owner', owner);
  const { initStorage } = await import('./storage');
  await initStorage();
  return import('./private-data');
}

const playerKeys = () => Object.keys(PLAYER).filter((k) => localStorage.getItem(k) !== null);
const deviceKeys = () => Object.keys(DEVICE).filter((k) => localStorage.getItem(k) !== null);

describe("a device's private data", () => {
  beforeEach(() => localStorage.clear());

  it("a guest's data stays, whatever the session reads find", async () => {
    const { sessionRead } = await device(null);
    await sessionRead(null);
    expect(playerKeys()).toEqual(Object.keys(PLAYER));
  });

  it('a guest who signs in keeps the data (it goes to the account), and the device records its owner', async () => {
    const { sessionRead } = await device(null);
    await sessionRead('ana');
    expect(playerKeys()).toEqual(Object.keys(PLAYER));
    expect(localStorage.getItem('slove_device_owner')).toBe('ana');
    await sessionRead('ana');
    expect(playerKeys()).toEqual(Object.keys(PLAYER));
  });

  it("a session that ends takes the player's data, not the device's settings", async () => {
    const { sessionRead } = await device('ana');
    await sessionRead(null);
    expect(playerKeys()).toEqual([]);
    expect(deviceKeys()).toEqual(Object.keys(DEVICE));
    expect(localStorage.getItem('slove_device_owner')).toBeNull();
  });

  it("another account's session: the previous player's data goes, the new owner is recorded", async () => {
    const { sessionRead } = await device('ana');
    await sessionRead('bogdan');
    expect(playerKeys()).toEqual([]);
    expect(localStorage.getItem('slove_device_owner')).toBe('bogdan');
  });

  it('sign-out clears at once, what another tab wrote too', async () => {
    const { sessionEnded } = await device('ana');
    localStorage.setItem('slove_classic_sets', '{}');
    await sessionEnded();
    expect(playerKeys()).toEqual([]);
    expect(localStorage.getItem('slove_classic_sets')).toBeNull();
    expect(deviceKeys()).toEqual(Object.keys(DEVICE));
  });
});
