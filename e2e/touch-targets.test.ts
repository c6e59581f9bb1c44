/**
 * Links are big enough to tap (issue 39): a link that stands alone (footer, menus, a table
 * of contents) is at least 44×44 px; a link inside a sentence is at least 24 px tall
 * (WCAG 2.5.8's minimum), within its line.
 * Measured at 390×844 on the site's pages, footer included.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BLOG_IDS } from '@slove/core/routes';
import { closeBrowser, newPage, PHONE } from './harness';

afterAll(closeBrowser);

const PAGES = [
  '/',
  '/despre',
  '/cum-sa-joci',
  '/faq',
  '/blog',
  ...BLOG_IDS.map((id) => `/blog/${id}`),
  '/privacy-policy',
  '/terms-conditions',
  '/delete-account',
  '/auth',
  '/arhiva-zilnica',
  '/progres',
];

describe('touch targets of links', () => {
  it('standalone links are 44 px, links in text 24 px, on every page', async () => {
    const page = await newPage(PHONE);
    const failures: string[] = [];
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForLoadState('networkidle').catch(() => {});
      // the footer and the parts below the fold render once scrolled to
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(400);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter((a) => a.checkVisibility() && !a.matches('.sr-only'))
          .map((a) => {
            const r = a.getBoundingClientRect();
            const inText = [...(a.parentElement?.childNodes ?? [])].some(
              (n) => n !== a && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
            );
            return { text: a.textContent!.trim().slice(0, 40), h: r.height, w: r.width, inText };
          })
          .filter((l) => (l.inText ? l.h < 24 : l.h < 44 || l.w < 44))
          .map((l) => `${l.text} (${Math.round(l.w)}×${Math.round(l.h)}${l.inText ? ', in text' : ''})`),
      );
      for (const s of small) failures.push(`${path}: ${s}`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });
});
