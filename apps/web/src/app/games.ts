/**
 * The games announced on the home page as coming soon (the games themselves are the
 * registry's: games/registry.ts).
 */
export interface ComingSoon {
  title: string;
  description: string;
}

export const COMING_SOON: ComingSoon[] = [
  { title: 'Antonime', description: 'Găsește cuvântul cu sens opus.' },
  { title: 'Rime', description: 'Caută cuvinte care rimează cu cel dat.' },
  { title: 'Cuvinte compuse', description: 'Unește două cuvinte într-unul nou.' },
];

/** Links of the top bar and of the profile menu: "Progresul meu" (every game's statistics). */
export const PROGRESS_PATH = '/progres';
export const SETTINGS_PATH = '/setari-sinonime';
/** "Contul meu": the display name and the password (pages/auth/account-page.tsx). */
export const ACCOUNT_PATH = '/cont';
