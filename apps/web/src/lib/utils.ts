import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, type Config } from 'tailwind-merge';
import { TW_CLASS_GROUPS } from './tw-groups';

/**
 * tailwind-merge's default configuration with only the class groups this app's class names
 * belong to. Its first call builds a lookup table of every group it has: 379 by default, a
 * task of 8–15 ms at a page's start on a two-core machine (Lighthouse counts it four times
 * over); 116 here, 3–7 ms (bench/README.md). Class names of other groups are kept as they
 * are, not merged: the unit test checks that every pair of class names in the sources merges
 * as with the full configuration.
 */
export function pruneConfig<C extends string, T extends string>(
  config: Config<C, T>,
  groups: readonly string[],
): Config<string, T> {
  const kept = new Set(groups);
  const only = <V>(record: Partial<Record<string, V>>): Record<string, V> =>
    Object.fromEntries(
      Object.entries(record).filter((e): e is [string, V] => kept.has(e[0]) && e[1] !== undefined),
    );
  return {
    ...config,
    classGroups: only(config.classGroups),
    conflictingClassGroups: only(config.conflictingClassGroups),
    conflictingClassGroupModifiers: only(config.conflictingClassGroupModifiers),
  };
}

let config: Config<string, string> | undefined;
const pruned = () => (config ??= pruneConfig(getDefaultConfig(), TW_CLASS_GROUPS));
const twMerge = createTailwindMerge(pruned);

/** Joins class names and resolves conflicting Tailwind classes (the last one wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its tables on its first call: in tasks of their own right after this
// module has run (the boot script runs the page's modules one per task,
// apps/server/src/lib/web.ts, and this timer comes before the next one's), not in the first
// render that calls cn(), part of hydration, nor in this module's own task. The configuration
// first, its tables in the next task: each about half of it.
if (typeof window !== 'undefined')
  setTimeout(() => {
    pruned();
    setTimeout(() => twMerge(''), 0);
  }, 0);
