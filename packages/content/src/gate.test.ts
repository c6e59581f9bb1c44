/** The gate's list format (generator/gate.ts) on a small dictionary. */
import { describe, expect, it } from 'vitest';
import { buildGate, gateFromJson, type GateSource } from '../generator/gate.ts';

/** entry → forms; ranked entries; verb entries; thesaurus verb headwords. */
function source(
  entries: Record<string, string[]>,
  opts: { ranked?: string[]; verbs?: string[]; verbHeadwords?: string[] } = {},
): GateSource {
  const byForm = new Map<string, string[]>();
  for (const [lemma, forms] of Object.entries(entries)) {
    for (const f of [lemma, ...forms]) byForm.set(f, [...(byForm.get(f) ?? []), lemma]);
  }
  return {
    forms: [...byForm.keys()].sort(),
    lemmas: Object.keys(entries).sort(),
    lemmasOfForm: (f) => byForm.get(f) ?? [],
    formsOfLemma: (l) => (entries[l] ? [l, ...entries[l]] : []),
    isVerbLemma: (l) => (opts.verbs ?? []).includes(l),
    isVerbHeadword: (w) => (opts.verbHeadwords ?? []).includes(w),
    isRankedLemma: (l) => (opts.ranked ?? []).includes(l),
  };
}

const dict = source(
  {
    țâță: ['țâțe', 'țâța'],
    tată: ['tatăl', 'tata', 'tați'],
    cur: ['curul', 'curele', 'cura'],
    curea: ['curele', 'curelei'],
    pul: ['pule', 'pulii'],
    vomit: ['vomita', 'vomităm', 'vomitat'],
    omor: ['omorul', 'omoruri'],
    țigan: ['țigani'],
    țigănesc: ['țigănești'],
    pisică: ['pisici'],
  },
  { ranked: ['tată', 'curea', 'pisică'], verbs: ['vomit'], verbHeadwords: ['vomita'] },
);

describe('the gate', () => {
  it('`=word` blocks that spelling and its entry, not the words that fold like it', () => {
    const g = buildGate(dict, '=țâță\n', '');
    expect(['țâță', 'țâțe', 'țâța'].every((w) => g.isVulgar(w))).toBe(true);
    expect(['tată', 'tata', 'tați'].some((w) => g.isVulgar(w))).toBe(false);
  });

  it('`=word` keeps forms that also belong to a ranked entry', () => {
    const g = buildGate(dict, '=cur\n', '');
    expect(g.isVulgar('cur')).toBe(true);
    expect(g.isVulgar('curul')).toBe(true);
    expect(g.isVulgar('curele')).toBe(false);
  });

  it('`word` blocks every form folding to it, with and without diacritics, and its entries', () => {
    const g = buildGate(dict, 'pule\n', 'omor\n');
    expect(g.isVulgar('pule')).toBe(true);
    expect(g.isVulgar('PULE')).toBe(true);
    expect(g.isVulgar('pulii')).toBe(false); // "pule" is a form of "pul", not its entry
    expect(g.isUnfit('omoruri')).toBe(true);
    expect(g.isVulgar('omor')).toBe(false);
    expect(g.isUnsuitable('omor')).toBe(true);
  });

  it('an infinitive filed under another entry blocks the whole verb', () => {
    const g = buildGate(dict, '', 'vomita\n');
    expect(g.isUnfit('vomităm')).toBe(true);
    expect(g.isUnfit('vomit')).toBe(true);
  });

  it('`^stem` blocks every form starting with the stem', () => {
    const g = buildGate(dict, '^țigan\n^țigăn\n', '');
    expect(['țigan', 'țigani', 'țigănești'].every((w) => g.isVulgar(w))).toBe(true);
    expect(g.isVulgar('pisici')).toBe(false);
  });

  it('checks texts word by word, and round-trips through gate.json', () => {
    const g = buildGate(dict, '# comment\npule # inline\n=țâță\n', '');
    expect(g.textIsClean('Tata are o pisică.')).toBe(true);
    expect(g.textIsClean('Un cuvânt: PULE!')).toBe(false);
    expect(g.textIsClean('țâțe')).toBe(false);
    const back = gateFromJson(g.json());
    for (const w of ['pule', 'țâță', 'tată', 'pisică', 'Țâțe'])
      expect(back.isVulgar(w), w).toBe(g.isVulgar(w));
  });
});
