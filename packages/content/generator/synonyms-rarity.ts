/**
 * Rarity of a thesaurus synonym (1 everyday … 5 archaic), from the register label that
 * th_ro_RO_v2 puts in parentheses before it. The rules are applied to the whole label
 * (e.g. "înv. și reg." or "prin vestul Transilv."): the HIGHEST rule that matches wins.
 *
 *   no label                                             → 1
 *   pop., fam. (popular, familiar)                       → 2
 *   rar, livr., fig. (rare, bookish, figurative),
 *     also poetic, plain loanword labels (franțuzism…)
 *     and domain labels (MED., JUR., TEHN.…)             → 3
 *   regional labels: reg., local, and the historical
 *     regions (Transilv., Mold., Ban., Olt., Munt.,
 *     Maram., Bucov., Dobr., "prin …", "vestul …")       → 4
 *   înv. (obsolete), "ieșit din uz", and archaic or
 *     loanword-archaic labels (grecism înv., turcism înv.) → 5
 *
 * Labels that only describe grammar or give a usage example ("concr.", "art.", "pl.",
 * "temporal", "(\~ unei căruțe …)") are not register labels: they leave rarity 1.
 * Labels marking slang or contempt (arg., depr., peior., țig., vulg., ir.) exclude the
 * synonym altogether: children and learners play this game.
 */

export type LabelVerdict = { rarity: 1 | 2 | 3 | 4 | 5 } | { excluded: string };

interface Rule {
  rarity: 1 | 2 | 3 | 4 | 5;
  test: RegExp;
  note: string;
}

/** A regular expression matching any of the given words as whole words (Romanian letters count as letters). */
function words(list: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, 'u');
}

/** Ordered from the highest rarity down; the first rule that matches wins. */
export const RARITY_RULES: readonly Rule[] = [
  {
    rarity: 5,
    test: words('înv|ieșit din uz|evul mediu|pe vremea|în trecut|vechea'),
    note: 'înv. in any combination ("înv. și reg.", "înv. și pop.", "grecism înv.", "turcism înv.", "rusism înv."…), "ieșit din uz", historical references ("în evul mediu", "în trecut", "vechea …")',
  },
  {
    rarity: 4,
    test: words(
      'reg|local|Transilv|Tran-silv|prinTransilv|Mold|Ban|Olt|OIt|Munt|Maram|Bucov|Dobr|prin|vestul|nordul|sudul|estul|nord-estul|nord-vestul|sud-vestul|Țara Românească',
    ),
    note: 'reg., local, the regions (Transilv., Mold., Ban., Olt., Munt., Maram., Bucov., Dobr.), "prin …", "vestul/nordul/sudul …"',
  },
  {
    rarity: 3,
    test: words('rar|livr|fig|poetic|impr|glumeț|eufemistic|[\\p{L}-]*ism|[A-ZĂÂÎȘȚ]{3,}'),
    note: 'rar, astăzi rar, livr., fig., poetic, impr., glumeț, eufemistic; loanword labels without înv. (franțuzism, englezism, latinism, italienism, germanism…); domain labels (MED., JUR., TEHN., ANAT., BOT., MAT., FIZ., MUZ.…)',
  },
  {
    rarity: 2,
    test: words('pop|fam|pup|în limbajul copiilor|vorbirea copiilor|în limbajul părinților'),
    note: 'pop., fam. and their combinations ("pop. și fam."; "fam. fig." takes the higher value, 3)',
  },
];

/** Labels that exclude the synonym (slang, contempt, ethnic slurs, vulgarity, irony). */
export const EXCLUDING_LABEL = words('arg|depr|peior|țig|tig|vulg|trivial|ir|injurios');

/** Verdict for one label (the text between the parentheses, without them). */
export function labelVerdict(label: string): LabelVerdict {
  const text = label.trim();
  if (EXCLUDING_LABEL.test(text)) return { excluded: text };
  for (const rule of RARITY_RULES) {
    if (rule.test.test(text)) return { rarity: rule.rarity };
  }
  return { rarity: 1 };
}

/** Rarity of a synonym carrying these labels (the highest; 1 when none). */
export function rarityOf(labels: readonly string[]): LabelVerdict {
  let rarity: 1 | 2 | 3 | 4 | 5 = 1;
  for (const label of labels) {
    const v = labelVerdict(label);
    if ('excluded' in v) return v;
    if (v.rarity > rarity) rarity = v.rarity;
  }
  return { rarity };
}
