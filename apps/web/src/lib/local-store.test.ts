// @vitest-environment jsdom
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '@slove/core/zod';
import { storage } from './storage';
import {
  flag,
  lenientRecord,
  localStore,
  localStoreFamily,
  VERSIONS_KEY,
  warmUpZod,
  ZOD_WARM_UP,
} from './local-store';

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

describe("zod's warm-up", () => {
  const read = (path: string) => fs.readFileSync(new URL(path, import.meta.url), 'utf8');
  const dir = (path: string) => fs.readdirSync(new URL(path, import.meta.url));
  /** The shapes that the stores are made of: the shared ones and the web's stores. */
  const sources = [
    ...dir('../../../../packages/core/src/')
      .filter((f) => f.endsWith('-api.ts'))
      .map((f) => read(`../../../../packages/core/src/${f}`)),
    ...dir('../games/').flatMap((g) =>
      fs.existsSync(new URL(`../games/${g}/local.ts`, import.meta.url))
        ? [read(`../games/${g}/local.ts`)]
        : [],
    ),
    read('./synonym-games.ts'),
    read('../app/guest-migration.ts'),
  ].join('\n');
  const warmUp = ZOD_WARM_UP.map(String).join('\n');

  it('builds a schema of every kind, with every check and wrapper, that the stores use', () => {
    const schema = z.object({ s: z.string() });
    const zodMethods = new Set<string>();
    for (const s of [schema, z.string(), z.number(), z.array(schema), z.record(z.string(), schema)])
      for (
        let proto = Object.getPrototypeOf(s);
        proto && proto !== Object.prototype;
        proto = Object.getPrototypeOf(proto)
      )
        for (const name of Object.getOwnPropertyNames(proto)) zodMethods.add(name);
    const kinds = new Set([...sources.matchAll(/\bz\.(\w+)(?=[(.])/g)].map((m) => m[1]!));
    const methods = new Set(
      [...sources.matchAll(/\)\s*\.(\w+)\(/g)]
        .map((m) => m[1]!)
        .filter((m) => zodMethods.has(m) && !/parse/i.test(m)),
    );
    // the stores' shapes: objects of numbers and strings, records, lists, with checks
    expect(kinds).toContain('object');
    expect(methods).toContain('int');
    for (const kind of kinds) expect(warmUp, `z.${kind}`).toMatch(new RegExp(`\\bz\\.${kind}[(.]`));
    for (const method of methods) expect(warmUp, `.${method}()`).toContain(`.${method}(`);
  });

  it('builds schemas that read values of their shapes', () => {
    expect(warmUpZod()).toBe(true);
    const [number, string] = ZOD_WARM_UP.map((build) => build());
    expect(number!.safeParse(3).success).toBe(true);
    expect(number!.safeParse(1.5).success).toBe(false);
    expect(string!.safeParse('x').success).toBe(true);
  });
});
