// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '@slove/core/zod';
import { storage } from './storage';
import { flag, lenientRecord, localStore, localStoreFamily, VERSIONS_KEY } from './local-store';

beforeEach(() => {
  for (const k of storage.keys()) storage.remove(k);
});

const counter = () =>
  localStore({
    key: 'slove_test_counter',
    schema: z.object({ n: z.number().int() }),
    fallback: () => ({ n: 0 }),
  });

describe('local store', () => {
  it('reads the fallback until a valid value is stored, and writes the shape as it is', () => {
    const store = counter();
    expect(store.read()).toEqual({ n: 0 });
    expect(store.stored()).toBeNull();
    store.write({ n: 3 });
    expect(localStorage.getItem('slove_test_counter')).toBe('{"n":3}');
    expect(store.update((c) => ({ n: c.n + 1 }))).toEqual({ n: 4 });
    expect(store.read()).toEqual({ n: 4 });
    store.clear();
    expect(localStorage.getItem('slove_test_counter')).toBeNull();
  });

  it('reads damaged or foreign data as the fallback, never as an error', () => {
    const store = counter();
    storage.set('slove_test_counter', '{not json');
    expect(store.read()).toEqual({ n: 0 });
    storage.setJSON('slove_test_counter', { n: 'x' });
    expect(store.read()).toEqual({ n: 0 });
    expect(localStorage.getItem(VERSIONS_KEY)).toBeNull(); // version 1 is not recorded
  });

  it('migrates a value of an older version when it is read, and records the version', () => {
    // version 1 stored a bare number; version 2 stores { n }
    storage.setJSON('slove_test_counter', 7);
    const v2 = localStore({
      key: 'slove_test_counter',
      schema: z.object({ n: z.number().int() }),
      fallback: () => ({ n: 0 }),
      version: 2,
      migrations: { 2: (old) => ({ n: old }) },
    });
    expect(v2.read()).toEqual({ n: 7 });
    expect(storage.getJSON('slove_test_counter')).toEqual({ n: 7 });
    expect(storage.getJSON(VERSIONS_KEY)).toEqual({ slove_test_counter: 2 });
    // read again: no second migration
    expect(v2.read()).toEqual({ n: 7 });
    v2.clear();
    expect(storage.getJSON(VERSIONS_KEY)).toBeNull();
  });

  it('keeps the valid entries of a record and drops the damaged ones', () => {
    const schema = lenientRecord(z.object({ ok: flag() }), /^\d+$/);
    expect(schema.parse({ '1': { ok: true }, '2': 'x', abc: { ok: true }, '3': { ok: 'yes' } })).toEqual({
      '1': { ok: true },
      '3': { ok: false },
    });
  });

  it('keeps one key per id in a family, and lists the ids on this device', () => {
    const family = localStoreFamily({ prefix: 'slove_test_', schema: z.object({ a: z.number() }) });
    family.write(4, { a: 1 });
    storage.set('slove_test_9', '{oops');
    storage.set('slove_test_other', '{}');
    expect(family.key(4)).toBe('slove_test_4');
    expect(family.ids().sort()).toEqual(['4', '9']);
    expect(family.read(4)).toEqual({ a: 1 });
    expect(family.read(9)).toBeNull();
    family.clear(4);
    expect(family.read(4)).toBeNull();
  });
});
