/** The button styles (kept apart from button.tsx so that plain links can use them cheaply). */
import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg text-base font-bold transition-colors select-none focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border-2 border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-11 px-5 py-2',
        sm: 'min-h-11 px-3 text-sm',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** A text link with a 44 px touch target (e.g. "Toate articolele →"). */
export const textLinkClass =
  'inline-flex min-h-11 w-fit items-center gap-1.5 font-bold text-primary underline-offset-4 hover:underline focus-visible:underline [&_svg]:size-5';
