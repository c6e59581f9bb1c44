/**
 * Words that are not vulgar (those are on the shared blocklist, ../blocklist) but whose
 * topic does not suit a game for children and learners: sex and debauchery, drugs and
 * drunkenness, killing and death, insults. The synonym sets and the crosswords never show
 * them: not as a base word, a synonym, a gloss word, a crossword answer or a clue.
 * Matching is by dictionary entry, so every inflection is covered ("desfrânați").
 *
 * Criteria: a word is listed when a parent would not want it in a children's word game,
 * even with a neutral meaning elsewhere; everyday words that merely have a rude sense
 * in slang are not listed (the thesaurus's slang senses are dropped by their labels).
 */
import { lemmasOf } from './synonyms.ts';
import type { Lexicon } from './words.ts';

export const UNSUITABLE_WORDS: ReadonlySet<string> = new Set([
  // sex, debauchery
  'sex', 'sexual', 'sexualitate', 'erotic', 'erotism', 'amant', 'amantă', 'ibovnic', 'ibovnică', 'concubin',
  'concubină', 'țiitoare', 'țiitor', 'desfrânat', 'desfrânare', 'desfrâu', 'depravat', 'depravare', 'dezmățat',
  'dezmăț', 'destrăbălat', 'destrăbălare', 'libertin', 'libertinaj', 'lasciv', 'lascivitate', 'voluptuos',
  'voluptate', 'senzual', 'pornografie', 'pornografic', 'obscen', 'obscenitate', 'preacurvar', 'preacurvie',
  'adulter', 'adulterin', 'prostituție', 'prostituată', 'prostitua', 'bordel', 'lupanar', 'târfă',
  'codoș', 'codoașă', 'proxenet', 'viol', 'viola', 'violator', 'seducție', 'virgin', 'virginitate',
  'feciorie', 'nud', 'nuditate', 'pubis', 'penis', 'vagin', 'testicul', 'sân', 'țâță',
  'amoros', 'împerechea', 'copulație', 'coit', 'castra', 'castrare', 'eunuc', 'homosexual',
  'lesbiană', 'sodomie', 'sodomit', 'pederast', 'pederastie', 'incest', 'perversiune', 'pervers',
  'perversitate', 'orgie', 'afrodiziac',
  // drugs, drunkenness
  'drog', 'droga', 'drogat', 'narcotic', 'stupefiant', 'opiu', 'cocaină', 'heroină', 'hașiș', 'beție',
  'bețiv', 'bețivan', 'beat', 'îmbăta', 'îmbătare', 'alcoolic', 'alcoolism', 'chefui', 'chiolhan',
  'crâșmă', 'cârciumă', 'mahmureală', 'mahmur',
  // killing, death, violence
  'ucide', 'ucidere', 'ucigaș', 'omor', 'omorî', 'omorâre', 'crimă', 'criminal', 'asasin', 'asasina',
  'asasinat', 'sinucide', 'sinucidere', 'sinucigaș', 'spânzura', 'spânzurătoare', 'spânzurat', 'strangula',
  'sugruma', 'cadavru', 'hoit', 'stârv', 'mortăciune', 'cadaveric', 'execuție', 'executa', 'călău',
  'decapita', 'tortură', 'tortura', 'tortionar', 'măcel', 'masacru', 'masacra', 'genocid',
  'sângeros', 'mort', 'moarte', 'muri', 'deces', 'defunct', 'răposat', 'înmormântare',
  'cimitir', 'sicriu', 'coșciug', 'mormânt', 'diavol', 'drac', 'dracu', 'satană', 'demon',
  'aghiuță', 'necuratul', 'naiba', 'tartor', 'încornoratul',
  // insults and mockery of people
  'prost', 'prostie', 'idiot', 'idioțenie', 'cretin', 'cretinism', 'tâmpit', 'tâmpenie', 'imbecil',
  'imbecilitate', 'dobitoc', 'dobitocie', 'nătâng', 'nerod', 'nătărău', 'tont', 'găgăuță', 'bleg', 'neghiob',
  'stupid', 'nebun', 'nebunie', 'smintit', 'țicnit', 'bulangiu', 'javră', 'lepădătură',
  'puturos', 'împuțit', 'scârbos', 'jeg', 'jegos', 'rahat', 'căcat', 'excrement', 'excremente', 'defeca', 'defecare', 'defecație', 'spută', 'scuipat', 'scuipa', 'muci', 'muc', 'balegă',
  'urină', 'urina', 'pișa', 'pișat', 'bășină', 'bășina', 'vomita', 'vomă', 'borî', 'cur',
  'șezut', 'popou', 'țigan', 'jidan', 'bozgor', 'cioară', 'grăsan', 'grăsană', 'obez',
  'pocit', 'schilod', 'ciung', 'olog', 'infirm', 'handicapat', 'retardat',
]);

/** True when the word or one of its dictionary entries is on the list. */
export function isUnsuitable(lex: Lexicon, word: string): boolean {
  if (UNSUITABLE_WORDS.has(word)) return true;
  return lemmasOf(lex, word).some((l) => UNSUITABLE_WORDS.has(l));
}

/** True when any word of a phrase is unsuitable or blocked. */
export function phraseUnsuitable(lex: Lexicon, text: string): boolean {
  return text
    .toLocaleLowerCase('ro-RO')
    .split(/[^a-zăâîșț]+/u)
    .filter(Boolean)
    .some((w) => lex.isBlocked(w) || isUnsuitable(lex, w));
}
