import type { ReactNode } from 'react';

/** The frame of a long-form page: a heading, an optional lead paragraph and the text. */
export function InfoPage({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        {meta}
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        {lead && <p className="text-lg text-muted-foreground">{lead}</p>}
      </header>
      <div className="prose-slove">{children}</div>
    </article>
  );
}
