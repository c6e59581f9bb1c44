/** An article body: a list of blocks (so that its length, and so its read time, can be checked). */
export type Block = { h2: string } | { p: string } | { ul: string[] } | { ol: string[] } | { tip: string };

export interface ArticleBody {
  blocks: Block[];
}

/** Words of a body (headings, paragraphs, lists). */
export function countWords(body: ArticleBody): number {
  const text = body.blocks
    .map((b) =>
      'h2' in b ? b.h2 : 'p' in b ? b.p : 'tip' in b ? b.tip : 'ul' in b ? b.ul.join(' ') : b.ol.join(' '),
    )
    .join(' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/** Reading speed used for the read time (words per minute, an adult reading Romanian prose). */
export const WORDS_PER_MINUTE = 200;

export function readTimeOf(body: ArticleBody): number {
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}
