/**
 * A small Hunspell affix expander for dictionary-ro: every dictionary entry (lemma) with
 * every form its affix flags produce, prefixes × suffixes included (cross products), as
 * Hunspell's `unmunch` does. Unlike `unmunch`, it keeps each form's entry.
 *
 * Supported: single-character flags, PFX/SFX with strip, add and condition, cross
 * products. dictionary-ro uses nothing else (no continuation classes on affixes, no
 * compounding); parseAffixes() throws when it meets something it does not handle.
 */
import { toCommaBelow } from '@slove/core/text';

interface AffixRule {
  strip: string;
  add: string;
  cond: RegExp;
}

interface AffixClass {
  kind: 'PFX' | 'SFX';
  cross: boolean;
  rules: AffixRule[];
}

/** Keyed by kind + flag ('SFXq', 'PFXq'): a flag may name a prefix and a suffix class. */
export type AffixTable = Map<string, AffixClass>;

export function parseAffixes(aff: string): AffixTable {
  const table: AffixTable = new Map();
  for (const raw of aff.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const parts = line.split(/\s+/);
    const kind = parts[0];
    if (kind === 'FLAG' || kind === 'COMPOUNDFLAG' || kind === 'NEEDAFFIX' || kind === 'CIRCUMFIX') {
      throw new Error(`unsupported affix directive: ${line}`);
    }
    if (kind !== 'PFX' && kind !== 'SFX') continue;
    const flag = parts[1]!;
    if (parts.length === 4 && (parts[2] === 'Y' || parts[2] === 'N')) {
      table.set(kind + flag, { kind, cross: parts[2] === 'Y', rules: [] });
      continue;
    }
    const cls = table.get(kind + flag);
    if (!cls) throw new Error(`affix rule before its header: ${line}`);
    const strip = parts[2] === '0' ? '' : toCommaBelow(parts[2]!);
    const addField = parts[3] ?? '0';
    if (addField.includes('/')) throw new Error(`unsupported continuation class: ${line}`);
    const add = addField === '0' ? '' : toCommaBelow(addField);
    const condSrc = toCommaBelow(parts[4] ?? '.');
    const cond = condSrc === '.' ? /(?:)/ : new RegExp(kind === 'SFX' ? `${condSrc}$` : `^${condSrc}`, 'u');
    cls.rules.push({ strip, add, cond });
  }
  return table;
}

function applySuffix(word: string, r: AffixRule): string | null {
  if (!r.cond.test(word)) return null;
  if (r.strip && !word.endsWith(r.strip)) return null;
  const stem = word.slice(0, word.length - r.strip.length);
  if (!stem) return null;
  return stem + r.add;
}

function applyPrefix(word: string, r: AffixRule): string | null {
  if (!r.cond.test(word)) return null;
  if (r.strip && !word.startsWith(r.strip)) return null;
  const rest = word.slice(r.strip.length);
  if (!rest) return null;
  return r.add + rest;
}

/**
 * Calls `emit(form, lemma, flags)` for every form of every entry of the .dic text. The lemma of
 * a prefixed form is the prefixed entry ("refăcut" → "reface"), since re-, ne- and auto-
 * make words of their own.
 */
export function expandDictionary(
  dic: string,
  table: AffixTable,
  emit: (form: string, lemma: string, flags: string) => void,
): void {
  const lines = dic.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const slash = line.indexOf('/');
    const root = toCommaBelow(slash < 0 ? line : line.slice(0, slash));
    const flags = slash < 0 ? '' : line.slice(slash + 1);
    emit(root, root, flags);
    if (!flags) continue;
    const suffixed: string[] = [];
    const prefixClasses: AffixClass[] = [];
    for (const flag of flags) {
      const pfx = table.get('PFX' + flag);
      if (pfx) prefixClasses.push(pfx);
      const cls = table.get('SFX' + flag);
      if (!cls) continue;
      for (const r of cls.rules) {
        const f = applySuffix(root, r);
        if (f !== null) {
          emit(f, root, flags);
          if (cls.cross) suffixed.push(f);
        }
      }
    }
    for (const cls of prefixClasses) {
      for (const r of cls.rules) {
        const lemma = applyPrefix(root, r);
        if (lemma === null) continue;
        emit(lemma, lemma, flags);
        if (!cls.cross) continue;
        for (const s of suffixed) {
          const f = applyPrefix(s, r);
          if (f !== null) emit(f, lemma, flags);
        }
      }
    }
  }
}
