/**
 * Parser for the MyThes thesaurus th_ro_RO_v2 (Debian mythes-ro; UTF-8 despite its
 * packaging). Format: a first line with the encoding, then entries
 *   headword|N
 *   (pos)|synonym|(label) synonym|…      × N
 * Register labels in parentheses precede a synonym: (înv.), (reg.), (pop.), (rar), …
 */
import { readFileSync } from 'node:fs';
import { toCommaBelow } from '@slove/core/text';

export interface ThesaurusTerm {
  /** Lower case, comma-below letters; may hold spaces ("medicină veterinară"). */
  text: string;
  /** Labels in parentheses before the term, without parentheses: ['înv.'], ['reg.']. */
  labels: string[];
  /** Marked with ≠ (an antonym). */
  antonym: boolean;
}

export interface ThesaurusSense {
  /** 'subst', 'adj', 'verb', 'adv', 'interj', 'conj', … or null when missing. */
  pos: string | null;
  terms: ThesaurusTerm[];
}

export interface ThesaurusEntry {
  headword: string;
  senses: ThesaurusSense[];
}

/**
 * Labels that mark a word as not everyday: archaic, regional, rare, popular, familiar,
 * slang, bookish, pejorative, loanword labels and regional names.
 */
const MARKED_LABEL_RE =
  /înv|reg\.|rar|pop\.|fam\.|arg\.|livr\.|depr\.|impr\.|ieșit din uz|ism\b|local|Transilv|Mold|Ban\.|Olt|Munt|Maram|Bucov|Dobr|Criș|Banat|Bas\.|Trans\.|Bihor|Bucovina|Moldova|Muntenia|Oltenia|Maramureș/;

export function isMarkedLabel(label: string): boolean {
  return MARKED_LABEL_RE.test(label);
}

function parseTerm(raw: string): ThesaurusTerm | null {
  let s = toCommaBelow(raw).trim();
  let antonym = false;
  if (s.startsWith('≠')) {
    antonym = true;
    s = s.slice(1).trim();
  }
  const labels: string[] = [];
  for (;;) {
    const m = /^\(([^)]*)\)\s*/.exec(s);
    if (!m) break;
    const label = m[1]!.replace(/\s+/g, ' ').trim();
    if (label) labels.push(label);
    s = s.slice(m[0].length);
  }
  s = s.replace(/[!]+$/, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('ro-RO');
  if (!s) return null;
  return { text: s, labels, antonym };
}

export function parseThesaurus(path: string): ThesaurusEntry[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const entries: ThesaurusEntry[] = [];
  let i = 1; // line 0 is the encoding
  while (i < lines.length) {
    const head = /^(.+)\|(\d+)\s*$/.exec(lines[i]!);
    i++;
    if (!head) continue;
    const headword = toCommaBelow(head[1]!).trim().toLocaleLowerCase('ro-RO');
    const n = Number(head[2]);
    const senses: ThesaurusSense[] = [];
    for (let k = 0; k < n && i < lines.length; k++, i++) {
      const fields = lines[i]!.split('|');
      const first = fields[0]!.trim();
      let pos: string | null = null;
      const termFields = fields.slice(1);
      const posMatch = /^\(?([a-zăâîșț]+)\)?$/.exec(first);
      if (posMatch) pos = posMatch[1]!;
      else if (first) termFields.unshift(first);
      const terms = termFields.map(parseTerm).filter((t): t is ThesaurusTerm => t !== null);
      senses.push({ pos, terms });
    }
    entries.push({ headword, senses });
  }
  return entries;
}
