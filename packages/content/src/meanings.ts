/**
 * Slove's own dictionary of meanings (packages/content/meanings/*.tsv), written by the
 * team from its own knowledge of Romanian and read by a second reader. Format and rules:
 * ../README.md ("Meanings").
 *
 * One entry a line, tab-separated, `#` starts a comment line:
 *   lemma  sense  pos  meaning  example  writer  reader
 * - lemma: the dictionary form in lower case with its diacritics (verbs: the infinitive
 *   without "a": "gusta");
 * - sense: 1, 2 … when a lemma has several meanings (lemma + sense is unique);
 * - pos: a part of speech of POS;
 * - meaning: one plain sentence a ten-year-old understands, at most MAX_MEANING_CHARS;
 * - example: a short natural sentence with the word (or one of its forms) between
 *   asterisks: "Am cules două *mere*.";
 * - writer: who wrote it; reader: who read it second (empty until read).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_MEANING_CHARS = 120;

export const POS = [
  'substantiv',
  'verb',
  'adjectiv',
  'adverb',
  'pronume',
  'numeral',
  'prepoziție',
  'conjuncție',
  'interjecție',
  'articol',
] as const;
export type PartOfSpeech = (typeof POS)[number];

export interface Meaning {
  lemma: string;
  sense: number;
  pos: PartOfSpeech;
  meaning: string;
  example: string;
  /** The form of the word the example uses (the text between asterisks). */
  exampleForm: string;
  writer: string;
  /** Empty until a second reader has read the entry. */
  reader: string;
  /** Where the entry is written: file:line. */
  source: string;
}

export const MEANINGS_DIR = fileURLToPath(new URL('../meanings/', import.meta.url));

const LEMMA_RE = /^[a-zăâîșț]+(?: [a-zăâîșț]+)*$/;
const CEDILLA_RE = /[şţŞŢ]/;
const COLUMNS = 7;

/** Parses one meanings file; every format error is returned, none is thrown. */
export function parseMeanings(text: string, file: string): { entries: Meaning[]; errors: string[] } {
  const entries: Meaning[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (line.trim() === '' || line.startsWith('#')) return;
    const cols = line.split('\t');
    if (cols.length !== COLUMNS) {
      errors.push(`${at}: ${cols.length} columns, expected ${COLUMNS}`);
      return;
    }
    const [lemma, sense, pos, meaning, example, writer, reader] = cols.map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const bad = (why: string) => errors.push(`${at}: ${why}`);
    if (!LEMMA_RE.test(lemma)) bad(`lemma "${lemma}" is not a lower-case Romanian word`);
    if (!/^[1-9]\d*$/.test(sense)) bad(`sense "${sense}" is not 1, 2 …`);
    if (!(POS as readonly string[]).includes(pos)) bad(`part of speech "${pos}" unknown`);
    if (CEDILLA_RE.test(line)) bad('cedilla ş ţ instead of comma ș ț');
    if (meaning.length === 0 || meaning.length > MAX_MEANING_CHARS)
      bad(`meaning has ${meaning.length} characters (1–${MAX_MEANING_CHARS})`);
    if (!/^\p{Lu}/u.test(meaning) || !meaning.endsWith('.'))
      bad('meaning is not one sentence (capital letter … full stop)');
    const marked = [...example.matchAll(/\*([^*]+)\*/g)].map((m) => m[1]!);
    if (marked.length !== 1) bad('example must mark the word once, between asterisks');
    const plain = example.replaceAll('*', '');
    if (!/^[\p{Lu}„]/u.test(plain) || !/[.!?]$/.test(plain))
      bad('example is not a sentence (capital letter … . ! ?)');
    if (writer === '') bad('no writer');
    if (reader !== '' && reader === writer) bad('the reader must not be the writer');
    entries.push({
      lemma,
      sense: Number(sense),
      pos: pos as PartOfSpeech,
      meaning,
      example,
      exampleForm: marked[0] ?? '',
      writer,
      reader,
      source: at,
    });
  });
  return { entries, errors };
}

/** Every entry of every meanings/*.tsv file (sorted by file name), with the format errors. */
export function loadMeaningFiles(dir: string = MEANINGS_DIR): {
  entries: Meaning[];
  errors: string[];
} {
  const entries: Meaning[] = [];
  const errors: string[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.tsv'))
    .sort()) {
    const r = parseMeanings(readFileSync(join(dir, name), 'utf8'), name);
    entries.push(...r.entries);
    errors.push(...r.errors);
  }
  return { entries, errors };
}

/** The example's text as a player reads it (without the asterisks). */
export function plainExample(m: Pick<Meaning, 'example'>): string {
  return m.example.replaceAll('*', '');
}

/** Entries by lemma, senses in order. */
export function meaningsByLemma(entries: readonly Meaning[]): Map<string, Meaning[]> {
  const map = new Map<string, Meaning[]>();
  for (const m of entries) {
    const list = map.get(m.lemma) ?? [];
    list.push(m);
    map.set(m.lemma, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.sense - b.sense);
  return map;
}
