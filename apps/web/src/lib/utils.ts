import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and resolves conflicting Tailwind classes (the last one wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its tables on its first call, tens of ms on a slow phone: in a task of
// its own right after this module has run (the boot script runs the page's modules one per
// task, apps/server/src/lib/web.ts, and this timer comes before the next one's), not in the
// first render that calls cn(), part of hydration, nor in this module's own task.
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0);
