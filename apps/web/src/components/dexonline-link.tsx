/** A word that opens its definition on dexonline.ro in a new tab (the games' results). */
import type { ComponentProps } from 'react';
import { dexonlineUrl } from '@/lib/dexonline';
import { cn } from '@/lib/utils';

export function DexonlineLink({
  word,
  children,
  className,
  ...rest
}: { word: string } & Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'>) {
  return (
    <a
      title={`Definiția cuvântului ${word} pe dexonline (se deschide într-o filă nouă)`}
      data-testid="dexonline-link"
      data-word={word}
      {...rest}
      href={dexonlineUrl(word)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none',
        className,
      )}
    >
      {children ?? word}
    </a>
  );
}
