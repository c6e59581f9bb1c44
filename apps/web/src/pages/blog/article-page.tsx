/** /blog/{id}: one article; an unknown id shows 'Articol negăsit' with a link back to /blog. */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import type { BlogId } from '@slove/core/routes';
import { buttonVariants, textLinkClass } from '@/components/ui/button-variants';
import { setPageTitle } from '@/lib/page-title';
import { InfoPage } from '../info-layout';
import type { ArticleBody, Block } from './article-types';
import { ContactBox } from './blog-page';
import { findPost } from './posts';
import { PostMeta } from './post-meta';
import strategiiPangrame from './articles/strategii-pangrame';
import diacriticeGhid from './articles/diacritice-ghid';
import cuvinteRare from './articles/cuvinte-rare';
import jocLaClasa from './articles/joc-la-clasa';

/**
 * The bodies are part of this page's code (not loaded after it): the build renders each
 * article whole into its HTML, and the page hydrates with the same text.
 */
const BODIES: Record<BlogId, ArticleBody> = {
  'strategii-pangrame': strategiiPangrame,
  'diacritice-ghid': diacriticeGhid,
  'cuvinte-rare': cuvinteRare,
  'joc-la-clasa': jocLaClasa,
};

function renderBlock(b: Block, i: number) {
  if ('h2' in b) return <h2 key={i}>{b.h2}</h2>;
  if ('p' in b) return <p key={i}>{b.p}</p>;
  if ('ul' in b)
    return (
      <ul key={i}>
        {b.ul.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    );
  if ('ol' in b)
    return (
      <ol key={i}>
        {b.ol.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ol>
    );
  return (
    <p key={i} className="rounded-xl border-l-4 border-primary bg-muted/50 px-4 py-3">
      <strong>Sfat: </strong>
      {b.tip}
    </p>
  );
}

function NotFound() {
  useEffect(() => {
    setPageTitle('Articol negăsit — Slove');
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold">Articol negăsit</h1>
      <p className="text-muted-foreground">Articolul pe care îl cauți nu există sau a fost mutat.</p>
      <Link to="/blog" className={buttonVariants({ size: 'lg' })}>
        <ArrowLeftIcon aria-hidden="true" /> Înapoi la articole
      </Link>
    </div>
  );
}

export default function ArticlePage() {
  const { id } = useParams();
  const post = findPost(id);
  if (!post) return <NotFound />;
  return (
    <InfoPage
      title={post.title}
      lead={post.excerpt}
      meta={
        <>
          <Link to="/blog" className={textLinkClass}>
            <ArrowLeftIcon aria-hidden="true" /> Toate articolele
          </Link>
          <PostMeta post={post} />
        </>
      }
    >
      {BODIES[post.id].blocks.map(renderBlock)}
      <div className="not-prose mt-12 flex flex-col gap-4">
        <ContactBox />
        <p>
          Mai ai întrebări? <Link to="/faq">Vezi întrebările frecvente</Link> sau întoarce-te la{' '}
          <Link to="/blog">toate articolele</Link>.
        </p>
      </div>
    </InfoPage>
  );
}
