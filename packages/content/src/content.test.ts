/**
 * Whole-output checks across every data file: the manifest and summary match the files,
 * no blocked word and no cedilla letter appears anywhere, and the folder stays small.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lowerRo } from '@slove/core/text';
import { buildManifest, buildSummary } from '../generator/main.ts';
import { UNFIT_LIST_PATH, VULGAR_LIST_PATH } from '../generator/gate.ts';
import { loadLexicon, readWordList, type Lexicon } from '../generator/words.ts';
import { contentDataDir, loadManifest, loadSummary } from './load.ts';

let lex: Lexicon;
const dataDir = contentDataDir();

beforeAll(async () => {
  lex = await loadLexicon();
}, 600_000);

describe('content data folder', () => {
  it('has a manifest whose version hashes the data files as they are', () => {
    const manifest = loadManifest(dataDir);
    expect(manifest).toEqual(buildManifest(dataDir));
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['classic.json', 'wordle.json']),
    );
  });

  it('has a summary computed from the data files', () => {
    const manifest = loadManifest(dataDir);
    expect(loadSummary(dataDir)).toEqual(buildSummary(dataDir, manifest));
  });

  it('stays well under 20 MB', () => {
    const bytes = loadManifest(dataDir).files.reduce((n, f) => n + f.bytes, 0);
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('has no cedilla letter in any file and no vulgar word but in gate.json', () => {
    const blockedSeen: string[] = [];
    for (const f of loadManifest(dataDir).files) {
      const text = readFileSync(join(dataDir, f.name), 'utf8');
      expect(text, f.name).not.toMatch(/[şţŞŢ]/);
      if (f.name === 'gate.json') continue; // the blocked forms themselves
      for (const token of new Set(text.match(/[A-Za-zĂÂÎȘȚăâîșț]+/g) ?? [])) {
        if (lex.isBlocked(lowerRo(token))) blockedSeen.push(`${f.name}: ${token}`);
      }
    }
    expect(blockedSeen).toEqual([]);
  });
});

describe('the gate on the dictionary (lists/vulgar.txt, lists/unfit.txt)', () => {
  it('blocks every listed word, every form of a listed entry, every form of a listed stem', () => {
    for (const [path, blocked] of [
      [VULGAR_LIST_PATH, (w: string) => lex.gate.isVulgar(w)],
      [UNFIT_LIST_PATH, (w: string) => lex.gate.isUnfit(w)],
    ] as const) {
      const stems: string[] = [];
      for (const item of readWordList(path)) {
        if (item.startsWith('^')) {
          stems.push(item.slice(1));
          continue;
        }
        const w = item.replace(/^==?/, ''); // `==word`: that spelling only
        expect(blocked(w), w).toBe(true);
        if (item.startsWith('=')) continue;
        for (const f of lex.formsOf(w)) expect(blocked(f), f).toBe(true);
      }
      expect(lex.allowed.filter((f) => stems.some((s) => f.startsWith(s)) && !blocked(f))).toEqual([]);
    }
    for (const f of ['pule', 'coii', 'penis']) expect(lex.isAllowed(f), f).toBe(false);
    for (const f of ['ucis', 'omor', 'heroină']) {
      expect(lex.isAllowed(f), f).toBe(true);
      expect(lex.isCommon(f), f).toBe(false);
    }
  });

  it('keeps innocent homographs of blocked words', () => {
    for (const w of [
      'curele',
      'căci',
      'labă',
      'cioară',
      'muiere',
      'futil',
      'tată',
      'pisi',
      'torturi',
      'părți',
      'puști',
    ])
      expect(lex.gate.isUnsuitable(w), w).toBe(false);
  });
});
