/** The games of the product, as shown by the Play menu and the home page. */
export interface GameLink {
  path: string;
  title: string;
  description: string;
}

export const GAMES: GameLink[] = [
  {
    path: '/joc-clasic',
    title: 'Jocul clasic cu litere',
    description: '7 litere, una obligatorie în mijloc. Formează cuvinte și găsește pangramele.',
  },
  {
    path: '/sinonime',
    title: 'Sinonime',
    description: 'Scrie sinonimele cuvântului zilei. Cele rare aduc mai multe puncte.',
  },
  {
    path: '/sinonime-simple',
    title: 'Quiz de sinonime',
    description: 'Alege sinonimul potrivit dintre patru variante. Ideal pentru copii.',
  },
  {
    path: '/integrame',
    title: 'Mini integrame',
    description: 'Integrame mici, de la 5x5 la 9x9, cu indicii când te împotmolești.',
  },
  {
    path: '/wordle',
    title: 'Wordle Românesc',
    description: 'Ghicește cuvântul zilei din 5 litere în 6 încercări.',
  },
];

export const COMING_SOON: Omit<GameLink, 'path'>[] = [
  { title: 'Antonime', description: 'Găsește cuvântul cu sens opus.' },
  { title: 'Rime', description: 'Caută cuvinte care rimează cu cel dat.' },
  { title: 'Cuvinte compuse', description: 'Unește două cuvinte într-unul nou.' },
];

/** Links of the top bar and of the profile menu. */
export const PROGRESS_PATH = '/progres-sinonime';
export const SETTINGS_PATH = '/setari-sinonime';
