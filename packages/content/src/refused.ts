/**
 * The one rule for what may be typed and shown (issue 38), read back from data/gate.json,
 * which the generator writes from lists/vulgar.txt and lists/unfit.txt (generator/gate.ts).
 *
 * - `isRefused` (vulgar.txt: vulgar, sexual, slur and insulting forms, curses): never
 *   accepted or shown anywhere — not an answer, a bonus word, a Wordle guess, a synonym, a
 *   gloss, a clue. The server applies it to every word it accepts, whatever its database
 *   holds (admin additions, older seeds), with the message any non-word gets.
 * - `isUnfit` (unfit.txt: topics such as death, drugs, disease): never an answer.
 *
 * Forms are compared lower case, comma-below ș ț; folded items ignore diacritics, exact
 * items do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldDiacritics, toCommaBelow } from '@slove/core/text';
import { contentDataDir } from './load.ts';

/** One kind of blocked forms: folded spellings and exact spellings. */
export interface BlockedForms {
  folded: string[];
  exact: string[];
}

/** data/gate.json: the blocked forms, refused (vulgar) and unfit apart. */
export interface GateJson {
  format: 1;
  vulgar: BlockedForms;
  unfit: BlockedForms;
}

export interface Gate {
  /** Refused everywhere (lists/vulgar.txt). */
  isVulgar(form: string): boolean;
  /** Never an answer (lists/unfit.txt). */
  isUnfit(form: string): boolean;
  /** vulgar or unfit */
  isUnsuitable(form: string): boolean;
  /** No vulgar word token in a gloss, clue or quiz text. */
  textIsClean(text: string): boolean;
}

export const normalForm = (s: string) => toCommaBelow(s).trim().toLocaleLowerCase('ro-RO');

/** A test over blocked forms: exact spelling or spelling without diacritics. */
export function blockedTest(b: BlockedForms): (form: string) => boolean {
  const folded = new Set(b.folded);
  const exact = new Set(b.exact);
  return (form) => {
    const f = normalForm(form);
    return exact.has(f) || folded.has(foldDiacritics(f));
  };
}

/** The word tokens of a text. */
export const textWords = (text: string): string[] => toCommaBelow(text).match(/[\p{L}]+/gu) ?? [];

export function gateFromJson(json: GateJson): Gate {
  const isVulgar = blockedTest(json.vulgar);
  const isUnfit = blockedTest(json.unfit);
  return {
    isVulgar,
    isUnfit,
    isUnsuitable: (f) => isVulgar(f) || isUnfit(f),
    textIsClean: (text) => !textWords(text).some(isVulgar),
  };
}

const cache = new Map<string, Gate>();

/** The gate of a content folder, read once per folder (nothing is blocked when gate.json is missing). */
export function loadGateJson(dataDir: string = contentDataDir()): Gate {
  let gate = cache.get(dataDir);
  if (!gate) {
    let json: GateJson;
    try {
      json = JSON.parse(readFileSync(join(dataDir, 'gate.json'), 'utf8')) as GateJson;
    } catch {
      json = { format: 1, vulgar: { folded: [], exact: [] }, unfit: { folded: [], exact: [] } };
    }
    gate = gateFromJson(json);
    cache.set(dataDir, gate);
  }
  return gate;
}

/** True when the word may never be accepted nor shown (the server's check of every accepted word). */
export function isRefused(word: string, dataDir: string = contentDataDir()): boolean {
  return loadGateJson(dataDir).isVulgar(word);
}
