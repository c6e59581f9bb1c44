import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { TW_CLASS_GROUPS } from './tw-groups';
import { cn, pruneConfig } from './utils';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every word of the app's sources (tests aside) that tailwind-merge takes for a class name. */
function classNames(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      // (the list of groups aside: its names are words tailwind-merge would take for classes)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^tw-groups\.ts$/.test(entry.name))
        for (const word of fs.readFileSync(file, 'utf8').split(/[\s'"`{}(),;]+/))
          if (word && word.length < 80) words.add(word);
    }
  };
  walk(SRC);
  // a class name tailwind-merge knows is merged with itself; any other word is left twice
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w);
}

/** The class without its variants and its important mark (md:!px-4 → px-4). */
function base(name: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return name.slice(start).replace(/^!|!$/g, '');
}

/**
 * The groups of the default configuration that these class names belong to. A probe class
 * per group, in conflict with that group only, removes a class before it when the class is
 * of that group. (Arbitrary properties, [prop:value], have no group: tailwind-merge merges
 * them by their property.)
 */
function groupsOf(names: string[]): Set<string> {
  const config = getDefaultConfig();
  const ids = Object.keys(config.classGroups);
  const probe = createTailwindMerge(() => ({
    ...config,
    classGroups: {
      ...config.classGroups,
      ...Object.fromEntries(ids.map((_, i) => [`probe-${i}`, [`zzprobe${i}`]])),
    },
    conflictingClassGroups: {
      ...config.conflictingClassGroups,
      ...Object.fromEntries(ids.map((id, i) => [`probe-${i}`, [id]])),
    },
  }));
  const groups = new Set<string>();
  for (const name of new Set(names.map(base))) {
    if (/^\[[^\]]+:.+\]$/.test(name)) continue;
    const i = ids.findIndex((_, i) => probe(`${name} zzprobe${i}`) === `zzprobe${i}`);
    expect(i, `the group of ${name}`).toBeGreaterThanOrEqual(0);
    groups.add(ids[i]!);
  }
  return groups;
}

describe('cn', () => {
  const names = classNames();

  it('keeps exactly the groups of the class names in the sources (lib/tw-groups.ts)', () => {
    // hundreds of class names, from padding to the keyboard's grid
    expect(names.length).toBeGreaterThan(500);
    const used = groupsOf(names);
    expect(
      TW_CLASS_GROUPS.filter((g) => !used.has(g)),
      'listed but no longer used',
    ).toEqual([]);
    expect(
      [...used].filter((g) => !TW_CLASS_GROUPS.includes(g)),
      'used but not listed',
    ).toEqual([]);
  });

  it('merges every pair of the class names in the sources as the full configuration does', () => {
    const full = twMerge;
    let differ = 0;
    const examples: string[] = [];
    for (const a of names)
      for (const b of names) {
        const both = `${a} ${b}`;
        if (cn(both) !== full(both) && differ++ < 5) examples.push(`${both}: ${cn(both)} vs ${full(both)}`);
      }
    expect(examples).toEqual([]);
    // and the pruning is what makes the difference: without a group, its classes stay
    const withoutPadding = createTailwindMerge(() =>
      pruneConfig(
        getDefaultConfig(),
        TW_CLASS_GROUPS.filter((g) => g !== 'px'),
      ),
    );
    expect(withoutPadding('px-2 px-4')).toBe('px-2 px-4');
    expect(cn('px-2 px-4')).toBe('px-4');
  });

  it('joins conditional class names, the last of a group winning', () => {
    expect(cn('h-10 px-4 text-sm', null, { hidden: false, 'font-bold': true }, 'h-11 text-base')).toBe(
      'px-4 font-bold h-11 text-base',
    );
    expect(cn('md:hover:bg-primary/80 bg-muted', 'md:hover:bg-secondary')).toBe(
      'bg-muted md:hover:bg-secondary',
    );
  });
});
