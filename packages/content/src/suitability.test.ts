/**
 * The suitability gate over the WHOLE generated output (issue 15): no vulgar form in any
 * string of any data file (answers, pangrams, bonus words, Wordle answers and guesses,
 * synonyms, glosses, hints, quiz texts, crossword answers and clues), and no unfit form as
 * an answer (classic answers and pangrams, Wordle answers, synonym base words, crossword
 * answers). The blocked forms are read from data/gate.json, which the generator writes
 * from lists/vulgar.txt and lists/unfit.txt; the last test ties that file to the lists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldDiacritics, lowerRo } from '@slove/core/text';
import {
  gateFromJson,
  listItems,
  UNFIT_LIST_PATH,
  VULGAR_LIST_PATH,
  type GateJson,
} from '../generator/gate.ts';
import {
  contentDataDir,
  loadClassic,
  loadCrosswords,
  loadManifest,
  loadSynonymSets,
  loadWordle,
} from './load.ts';

const dataDir = contentDataDir();
const gateJson = JSON.parse(readFileSync(join(dataDir, 'gate.json'), 'utf8')) as GateJson;
const gate = gateFromJson(gateJson);

/** Every string value of a JSON document (keys are ours, not content). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe('the suitability gate over the generated output', () => {
  it('finds no vulgar form in any string of any data file', () => {
    const files = loadManifest(dataDir)
      .files.map((f) => f.name)
      .filter((n) => n !== 'gate.json');
    expect(files).toEqual(
      expect.arrayContaining([
        'classic.json',
        'wordle.json',
        'synonyms.json',
        'quiz.json',
        'crosswords.json',
      ]),
    );
    const seen: string[] = [];
    let checked = 0;
    for (const name of files) {
      const json: unknown = JSON.parse(readFileSync(join(dataDir, name), 'utf8'));
      for (const s of new Set(strings(json))) {
        checked++;
        if (!gate.textIsClean(s)) seen.push(`${name}: ${s}`);
      }
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(seen).toEqual([]);
  });

  it('has no unfit form among the answers of any game', () => {
    const bad: string[] = [];
    const check = (where: string, word: string) => {
      if (gate.isUnsuitable(lowerRo(word))) bad.push(`${where}: ${word}`);
    };
    for (const p of loadClassic(dataDir)) for (const a of p.answers) check(`classic ${p.id}`, a.display);
    for (const a of loadWordle(dataDir).answers) check('wordle', a);
    for (const s of loadSynonymSets(dataDir)) check(`synonyms ${s.id}`, s.baseWord);
    for (const c of loadCrosswords(dataDir)) for (const k of c.clues) check(`crossword ${c.id}`, k.answer);
    expect(bad).toEqual([]);
  });

  it('reads gate.json written from every item of lists/vulgar.txt and lists/unfit.txt', () => {
    for (const [path, blocked] of [
      [VULGAR_LIST_PATH, gateJson.vulgar],
      [UNFIT_LIST_PATH, gateJson.unfit],
    ] as const) {
      const items = listItems(readFileSync(path, 'utf8'));
      expect(items.length, path).toBeGreaterThan(100);
      const folded = new Set(blocked.folded);
      const exact = new Set(blocked.exact);
      for (const item of items) {
        if (item.startsWith('^')) continue;
        if (item.startsWith('=')) expect(exact.has(item.replace(/^==?/, '')), item).toBe(true);
        else expect(folded.has(foldDiacritics(item)), item).toBe(true);
      }
    }
    // the examples
    for (const w of ['pule', 'pulii', 'coii', 'penis', 'vagin', 'sule', 'fufă', 'spermă', 'bastard'])
      expect(gate.isVulgar(w), w).toBe(true);
    for (const w of ['omor', 'ucis', 'asasin', 'călău', 'cocaină', 'heroină', 'urină', 'pipi', 'sifilis'])
      expect(gate.isUnfit(w), w).toBe(true);
    for (const w of ['tată', 'curele', 'căței', 'cetate', 'fruct'])
      expect(gate.isUnsuitable(w), w).toBe(false);
  });

  it('refuses sexual forms, slurs and curses everywhere, in every inflection (issue 38)', () => {
    const refused = [
      ...['viol', 'violul', 'violuri', 'violez', 'violează', 'violat', 'violată', 'violator', 'violare'],
      ...['sex', 'sexul', 'sexe', 'sexual', 'sexuală', 'sexuale', 'sodomie', 'sodomit', 'clitoris'],
      ...['pervers', 'perversă', 'dezmățat', 'dezmățată', 'amant', 'amanta', 'amantă', 'amante'],
      ...['caca', 'naiba', 'naibii', 'dracu', 'dracului', 'drace', 'olog', 'ologi', 'ologul'],
      ...['țoapă', 'țoape', 'mârlan', 'mârlani', 'muscal', 'muscăli', 'nemernic', 'nemernici', 'jegos'],
    ];
    for (const w of refused) expect(gate.isVulgar(w), w).toBe(true);
    // innocent homographs and neighbours stay
    for (const w of ['violă', 'viola', 'violet', 'violent', 'vioară', 'violoncel', 'mori', 'moară', 'sare'])
      expect(gate.isVulgar(w), w).toBe(false);
    // death, frightening disease and killing weapons are never answers (README)
    for (const w of [
      'murind',
      'murim',
      'morții',
      'deces',
      'decese',
      'agonie',
      'doliu',
      'îngropa',
      'cancer',
      'pumnal',
    ])
      expect(gate.isUnfit(w) || gate.isVulgar(w), w).toBe(true);
  });
});
