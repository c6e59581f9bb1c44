/**
 * The Romanian texts of signing in and out (spec part 1, section 8): the messages of the
 * forms, better-auth's error codes mapped to them, and the toasts of each action.
 */
import { AUTH_CODE_TEXTS, AUTH_MESSAGES } from '@slove/core/auth-messages';

export const AUTH_TEXTS = {
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  emailNotConfirmed: AUTH_MESSAGES.emailNotConfirmed,
  signInUnexpected: AUTH_MESSAGES.signInUnexpected,
  signInSuccess: 'Te-ai conectat cu succes!',
  alreadyRegistered: AUTH_MESSAGES.alreadyRegistered,
  passwordMin: AUTH_MESSAGES.passwordMin,
  passwordMax: AUTH_MESSAGES.passwordMax,
  passwordsMismatch: 'Parolele nu se potrivesc',
  signUpUnexpected: AUTH_MESSAGES.signUpUnexpected,
  signUpSuccess: 'Cont creat! Verifică-ți emailul pentru confirmare.',
  resetSent: 'Email trimis! Verifică-ți inbox-ul.',
  resetUnexpected: 'Eroare la trimiterea emailului',
  passwordChanged: 'Parolă schimbată cu succes!',
  passwordUnexpected: 'Eroare neașteptată la resetarea parolei',
  invalidLink: AUTH_MESSAGES.invalidLink,
  changeUnexpected: 'Eroare neașteptată la salvare. Încearcă din nou.',
  rateLimited: 'Prea multe încercări. Așteaptă câteva minute și încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Verifică-ți conexiunea și încearcă din nou.',
} as const;

/** Romanian texts for better-auth's error codes (section 8; the server sends them too). */
const CODE_TEXTS = AUTH_CODE_TEXTS;

/** The toasts of the auth actions: title, and description where there is one. */
export const AUTH_TOASTS = {
  guest: {
    title: 'Joci ca Guest',
    body: 'Progresul tău este salvat local. Înregistrează-te pentru a-l sincroniza.',
  },
  signInError: 'Eroare la conectare',
  signedIn: { title: 'Conectat cu succes!', body: AUTH_TEXTS.signInSuccess },
  signUpError: 'Eroare la înregistrare',
  signedUp: { title: 'Cont creat!', body: 'Verifică-ți emailul pentru confirmare.' },
  signOutError: 'Eroare la deconectare',
  signedOut: { title: 'Deconectat', body: 'Continui în modul local.' },
  resetError: 'Eroare',
  resetSent: { title: 'Email trimis!', body: 'Verifică-ți inbox-ul.' },
  updateError: 'Eroare la actualizare',
  updated: { title: 'Parolă actualizată!', body: AUTH_TEXTS.passwordChanged },
  changed: {
    title: 'Parolă actualizată!',
    body: 'Parola a fost schimbată. Celelalte dispozitive au fost deconectate.',
  },
  renamed: { title: 'Nume actualizat', body: 'Numele afișat a fost salvat.' },
} as const;

/** Text to show for a failed auth call: mapped code, else the server's message as given. */
export function authErrorText(
  status: number,
  code: string | undefined,
  message: string | undefined,
  fallback: string,
): string {
  if (status === 429) return message && /[ăâîșț]/i.test(message) ? message : AUTH_TEXTS.rateLimited;
  if (code && CODE_TEXTS[code]) return CODE_TEXTS[code];
  if (code === 'VALIDATION_ERROR')
    return /email/i.test(message ?? '') ? AUTH_MESSAGES.invalidEmail : AUTH_MESSAGES.invalidData;
  if (message) return message;
  return fallback;
}
