import { describe, expect, it } from 'vitest';
import { BLOG_IDS, BLOG_TITLES } from '@slove/core/routes';
import { countWords, readTimeOf, type ArticleBody } from './article-types';
import { BLOG_POSTS, findPost, formatDate } from './posts';

const load = async (id: string): Promise<ArticleBody> =>
  (await import(`./articles/${id}.ts`)).default as ArticleBody;

describe('blog posts', () => {
  it('are the four articles of the route table, in its order', () => {
    expect(BLOG_POSTS.map((p) => p.id)).toEqual([...BLOG_IDS]);
    expect(new Set(BLOG_POSTS.map((p) => p.category))).toEqual(new Set(['Strategii', 'Educație', 'Vocab']));
    for (const p of BLOG_POSTS) expect(BLOG_TITLES[p.id]).toBeTruthy();
  });

  it.each(BLOG_POSTS.map((p) => [p.id, p] as const))(
    '%s: a real article of 4–7 minutes whose read time matches its length',
    async (id, post) => {
      const body = await load(id);
      const words = countWords(body);
      expect(words).toBeGreaterThanOrEqual(900);
      expect(words).toBeLessThanOrEqual(1400);
      expect(post.readTime).toBe(readTimeOf(body));
      expect(post.readTime).toBeGreaterThanOrEqual(4);
      expect(post.readTime).toBeLessThanOrEqual(7);
      // ș and ț with the comma below, never the cedilla forms (the diacritics guide names
      // the cedilla letters on purpose, as "ş și ţ").
      const text = (JSON.stringify(body) + post.title + post.excerpt).replaceAll('ş și ţ', '');
      expect(text).not.toMatch(/[şţŞŢ]/);
      expect(text).toMatch(/[șț]/);
    },
  );

  it('finds posts by id and formats dates in Romanian', () => {
    expect(findPost('cuvinte-rare')?.category).toBe('Vocab');
    expect(findPost('nu-exista')).toBeUndefined();
    expect(formatDate('2025-09-08')).toBe('8 septembrie 2025');
  });
});
