/** A word's definition on dexonline.ro (opened in a new tab from the games' word lists). */
export function dexonlineUrl(word: string): string {
  return `https://dexonline.ro/definitie/${encodeURIComponent(word.trim().toLocaleLowerCase('ro-RO'))}`;
}
