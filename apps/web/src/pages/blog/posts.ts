/** The four articles (teaser data; bodies are in ./articles/<id>.ts, loaded with the article). */
import type { BlogId } from '@slove/core/routes';

export type BlogCategory = 'Strategii' | 'Educație' | 'Vocab';

export interface BlogPost {
  id: BlogId;
  title: string;
  excerpt: string;
  /** Minutes of reading (checked against the body by posts.test.ts). */
  readTime: number;
  category: BlogCategory;
  /** Publication date, yyyy-mm-dd. */
  date: string;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'strategii-pangrame',
    title: 'Cum găsești pangramele: 7 strategii care chiar funcționează',
    excerpt:
      'Pangrama folosește toate cele 7 litere și aduce 10 puncte în plus. Iată cum o vânezi: prefixe, sufixe, litere rare și răbdare.',
    readTime: 6,
    category: 'Strategii',
    date: '2025-09-08',
  },
  {
    id: 'diacritice-ghid',
    title: 'Ghidul diacriticelor: ă, â, î, ș și ț fără emoții',
    excerpt:
      'Când scriem â și când î, de ce ș și ț se scriu cu virgulă, nu cu sedilă, și cum tastezi diacriticele pe telefon și pe calculator.',
    readTime: 5,
    category: 'Educație',
    date: '2025-09-22',
  },
  {
    id: 'cuvinte-rare',
    title: 'Cuvinte rare și frumoase care merită scoase din sertar',
    excerpt:
      'De la „zăpușeală” la „a dăinui”: cuvinte românești mai puțin folosite, ce înseamnă și cum le poți aduce înapoi în vorbirea de zi cu zi.',
    readTime: 5,
    category: 'Vocab',
    date: '2025-10-06',
  },
  {
    id: 'joc-la-clasa',
    title: 'Jocuri de cuvinte la clasă: idei pentru profesori',
    excerpt:
      'Zece minute pe zi cu un joc de cuvinte pot schimba felul în care elevii privesc limba română. Activități gata de folosit, pe vârste.',
    readTime: 5,
    category: 'Educație',
    date: '2025-10-20',
  },
];

export function findPost(id: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.id === id);
}

const MONTHS = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

/** "8 septembrie 2025". */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
