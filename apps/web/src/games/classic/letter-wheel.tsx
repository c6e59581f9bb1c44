import { cn } from '@/lib/utils';

/**
 * The 7 letters: the centre one in the middle (mandatory), the 6 others around it. Tappable.
 * Until the game is ready (`ready`), the wheel of the page's first render has another test id.
 */
export function LetterWheel({
  center,
  outer,
  onLetter,
  ready = true,
}: {
  center: string;
  outer: string[];
  onLetter: (letter: string) => void;
  ready?: boolean;
}) {
  const base =
    'absolute flex size-16 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-2xl font-black shadow-md select-none sm:size-[4.5rem] sm:text-3xl ' +
    'transition-transform focus-visible:ring-4 focus-visible:ring-ring/60 focus-visible:outline-none motion-safe:active:scale-90 motion-safe:hover:scale-105';
  return (
    <div
      role="group"
      aria-label="Literele setului"
      className="relative mx-auto size-[clamp(12rem,calc(100dvh-32.75rem),14.5rem)] sm:size-[clamp(12rem,calc(100dvh-32rem),17.5rem)]"
      data-testid={ready ? 'letter-wheel' : 'letter-wheel-loading'}
    >
      <div
        aria-hidden="true"
        className="absolute inset-[12%] rounded-full border-2 border-dashed border-primary/25"
      />
      {outer.map((letter, i) => {
        const angle = (Math.PI / 3) * i - Math.PI / 2;
        const left = 50 + 36 * Math.cos(angle);
        const top = 50 + 36 * Math.sin(angle);
        return (
          <button
            key={`${letter}-${i}`}
            type="button"
            data-letter={letter}
            aria-label={`Litera ${letter}`}
            onClick={() => onLetter(letter)}
            style={{ left: `${left}%`, top: `${top}%` }}
            className={cn(base, 'border-2 border-border bg-card text-card-foreground hover:bg-accent')}
          >
            {letter}
          </button>
        );
      })}
      <button
        type="button"
        data-letter={center}
        data-center="true"
        aria-label={`Litera centrală ${center} (obligatorie)`}
        onClick={() => onLetter(center)}
        style={{ left: '50%', top: '50%' }}
        className={cn(
          base,
          'size-20 bg-brand text-4xl text-[oklch(0.25_0.05_60)] ring-4 ring-brand/30 sm:size-24 sm:text-5xl',
        )}
      >
        {center}
      </button>
    </div>
  );
}
