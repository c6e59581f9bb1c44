/**
 * Romanian text helpers: one place for diacritics.
 * - cedilla letters (ş ţ, legacy encodings) become comma letters (ș ț);
 * - folding maps ă â → a, î → i, ș → s, ț → t (for matching);
 * - upper/lower case use the Romanian locale.
 */

const CEDILLA_TO_COMMA: Record<string, string> = { ş: 'ș', Ş: 'Ș', ţ: 'ț', Ţ: 'Ț' };
const FOLD: Record<string, string> = {
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ț: 't',
  Ă: 'A',
  Â: 'A',
  Î: 'I',
  Ș: 'S',
  Ț: 'T',
};

/** Replace cedilla ş ţ (and their capitals) with comma-below ș ț, and compose to NFC. */
export function toCommaBelow(s: string): string {
  return s.normalize('NFC').replace(/[şŞţŢ]/g, (c) => CEDILLA_TO_COMMA[c] ?? c);
}

/** Fold Romanian diacritics to their base letters (after cedilla normalisation). */
export function foldDiacritics(s: string): string {
  return toCommaBelow(s).replace(/[ăâîșțĂÂÎȘȚ]/g, (c) => FOLD[c] ?? c);
}

export function upperRo(s: string): string {
  return toCommaBelow(s).toLocaleUpperCase('ro-RO');
}

export function lowerRo(s: string): string {
  return toCommaBelow(s).toLocaleLowerCase('ro-RO');
}

/** Matching key: trimmed, lower case, diacritics folded. */
export function matchKey(s: string): string {
  return foldDiacritics(lowerRo(s.trim()));
}

/** Folded upper-case key (classic game letters): "Țară" → "TARA". */
export function foldUpper(s: string): string {
  return foldDiacritics(upperRo(s.trim()));
}

/** The Romanian alphabet as played on keyboards (upper case, with diacritics as own letters). */
export const RO_LETTERS = 'AĂÂBCDEFGHIÎJKLMNOPQRSȘTȚUVWXYZ';
export const RO_LETTER_RE = /^[A-ZĂÂÎȘȚ]$/;
