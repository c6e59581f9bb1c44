/** The first-start image's checks: only an image made for this code, content and PGlite is copied. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  currentStamp,
  imageMismatch,
  imageUpToDate,
  publishImage,
  restoreImage,
  type ImageStamp,
} from './image.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function tmpDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-image-'));
  dirs.push(d);
  return d;
}

/** An image folder as publishImage leaves it (a stand-in database folder: PG_VERSION and one file). */
function makeImage(stamp: ImageStamp, extra: Record<string, string> = {}): string {
  const prepared = tmpDir();
  fs.mkdirSync(path.join(prepared, 'pglite', 'base'), { recursive: true });
  fs.writeFileSync(path.join(prepared, 'pglite', 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(prepared, 'pglite', 'base', 'data'), 'rows');
  const image = path.join(tmpDir(), 'pglite-image');
  publishImage(prepared, image, stamp, extra);
  return image;
}

describe('the embedded database image', () => {
  const want = currentStamp();

  it('names the content version, the migrations and the installed PGlite', () => {
    expect(want.contentVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(want.migrations).toMatch(/^[0-9a-f]{16}$/);
    expect(want.pglite).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is copied into an empty data folder when its stamp matches', () => {
    const image = makeImage(want);
    const dataDir = tmpDir();
    fs.mkdirSync(path.join(dataDir, 'pglite')); // an empty folder counts as none
    expect(restoreImage(image, dataDir, want)).toEqual({ restored: true });
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'base', 'data'), 'utf8')).toBe('rows');
    expect(fs.existsSync(path.join(dataDir, 'pglite.restoring'))).toBe(false);
    // a copy: writing to the player's database leaves the image as it was
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base', 'data'), 'changed');
    expect(fs.readFileSync(path.join(image, 'pglite', 'base', 'data'), 'utf8')).toBe('rows');
  });

  it.each([
    ['contentVersion', 'older-content'],
    ['migrations', '0000000000000000'],
    ['pglite', '0.0.1'],
    ['format', 0],
  ] as const)('is not used when its %s differs', (key, value) => {
    const image = makeImage({ ...want, [key]: value });
    const dataDir = tmpDir();
    const r = restoreImage(image, dataDir, want);
    expect(r).toEqual({ restored: false, reason: `its ${key} is ${value}, not ${want[key]}` });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('is not used when it is missing or incomplete, or when the data folder holds something', () => {
    const dataDir = tmpDir();
    expect(restoreImage(path.join(tmpDir(), 'none'), dataDir, want)).toEqual({
      restored: false,
      reason: 'no image',
    });
    const image = makeImage(want);
    fs.rmSync(path.join(image, 'pglite', 'PG_VERSION'));
    expect(imageMismatch(image, want)).toBe('no image');

    const whole = makeImage(want);
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '1');
    const r = restoreImage(whole, dataDir, want);
    expect(r.restored).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'pglite'))).toEqual(['postmaster.pid']);
  });

  it("is rebuilt by the build when the seed code's digest changed", () => {
    const image = makeImage(want, { sources: 'a' });
    expect(imageUpToDate(image, want, { sources: 'a' })).toBe(true);
    expect(imageUpToDate(image, want, { sources: 'b' })).toBe(false);
    expect(imageUpToDate(image, { ...want, contentVersion: 'newer' }, { sources: 'a' })).toBe(false);
  });
});
