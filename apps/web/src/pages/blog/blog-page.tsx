/** /blog: the four articles, with category, read time and date; a contact button and a link to /faq. */
import { Link } from 'react-router';
import { MailIcon } from 'lucide-react';
import { buttonVariants, textLinkClass } from '@/components/ui/button-variants';
import { useAppConfig } from '@/lib/config';
import { BLOG_POSTS } from './posts';
import { PostMeta } from './post-meta';

export function ContactBox() {
  const { data: config } = useAppConfig();
  const email = config?.contact.email;
  return (
    <aside
      aria-label="Contact"
      className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        Ai o idee de articol, o întrebare sau o poveste de la clasă? Scrie-ne, citim fiecare mesaj. Răspunsuri
        rapide găsești și în{' '}
        <Link to="/faq" className="py-0.5 font-bold text-primary underline underline-offset-4">
          întrebările frecvente
        </Link>
        .
      </p>
      {email ? (
        <a
          href={`mailto:${email}?subject=${encodeURIComponent('Despre articolele Slove')}`}
          className={buttonVariants()}
          data-testid="contact-button"
        >
          <MailIcon aria-hidden="true" /> Contactează-ne
        </a>
      ) : (
        <Link to="/faq" className={buttonVariants()} data-testid="contact-button">
          <MailIcon aria-hidden="true" /> Contactează-ne
        </Link>
      )}
    </aside>
  );
}

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Articole</h1>
        <p className="text-lg text-muted-foreground">
          Strategii pentru jocuri, ghiduri de limbă română și idei pentru profesori și părinți.
        </p>
      </header>
      <ul className="grid gap-4">
        {BLOG_POSTS.map((p) => (
          <li key={p.id}>
            <article className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-xs">
              <PostMeta post={p} />
              <h2 className="text-xl font-extrabold">
                <Link to={`/blog/${p.id}`} className="hover:text-primary hover:underline">
                  {p.title}
                </Link>
              </h2>
              <p className="text-muted-foreground">{p.excerpt}</p>
              <Link
                to={`/blog/${p.id}`}
                className={textLinkClass}
                aria-label={`Citește articolul: ${p.title}`}
              >
                Citește articolul
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-4">
        <ContactBox />
        <p>
          Ai o întrebare despre jocuri sau despre cont?{' '}
          <Link to="/faq" className="py-0.5 font-bold text-primary underline underline-offset-4">
            Vezi întrebările frecvente
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
