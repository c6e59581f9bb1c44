/**
 * The Romanian texts of signing in and out (spec part 1, section 8): the messages of the
 * forms, better-auth's error codes mapped to them, and the toasts of each action.
 */
export const AUTH_TEXTS = {
  invalidCredentials: 'Email sau parola incorectă',
  emailNotConfirmed: 'Verifică-ți emailul pentru confirmare',
  signInUnexpected: 'Eroare neașteptată la conectare',
  signInSuccess: 'Te-ai conectat cu succes!',
  alreadyRegistered: 'Acest email este deja înregistrat',
  passwordMin: 'Parola trebuie să aibă minim 6 caractere',
  passwordMax: 'Parola poate avea cel mult 128 de caractere',
  passwordsMismatch: 'Parolele nu se potrivesc',
  signUpUnexpected: 'Eroare neașteptată la înregistrare',
  signUpSuccess: 'Cont creat! Verifică-ți emailul pentru confirmare.',
  resetSent: 'Email trimis! Verifică-ți inbox-ul.',
  resetUnexpected: 'Eroare la trimiterea emailului',
  passwordChanged: 'Parolă schimbată cu succes!',
  passwordUnexpected: 'Eroare neașteptată la resetarea parolei',
  invalidLink: 'Link invalid sau expirat. Solicită un nou link de resetare.',
  rateLimited: 'Prea multe încercări. Așteaptă câteva minute și încearcă din nou.',
  timeout: 'Serverul nu a răspuns la timp. Verifică-ți conexiunea și încearcă din nou.',
} as const;

/** Romanian texts for better-auth's error codes (section 8: mapped, others shown as given). */
const CODE_TEXTS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_TEXTS.invalidCredentials,
  INVALID_USERNAME_OR_PASSWORD: AUTH_TEXTS.invalidCredentials,
  EMAIL_NOT_VERIFIED: AUTH_TEXTS.emailNotConfirmed,
  USER_ALREADY_EXISTS: AUTH_TEXTS.alreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_TEXTS.alreadyRegistered,
  PASSWORD_TOO_SHORT: AUTH_TEXTS.passwordMin,
  PASSWORD_TOO_LONG: AUTH_TEXTS.passwordMax,
  INVALID_PASSWORD: AUTH_TEXTS.passwordMin,
  INVALID_EMAIL: 'Adresa de email nu este validă',
  INVALID_TOKEN: AUTH_TEXTS.invalidLink,
  TOKEN_EXPIRED: AUTH_TEXTS.invalidLink,
  USERNAME_IS_ALREADY_TAKEN: 'Acest nume de utilizator este deja folosit',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'Acest nume de utilizator este deja folosit',
  USERNAME_TOO_SHORT: 'Numele de utilizator trebuie să aibă minim 3 caractere',
  USERNAME_TOO_LONG: 'Numele de utilizator poate avea cel mult 30 de caractere',
  INVALID_USERNAME: 'Numele de utilizator poate conține doar litere, cifre, punct și liniuță jos',
  FAILED_TO_CREATE_USER: AUTH_TEXTS.signUpUnexpected,
  FAILED_TO_CREATE_SESSION: AUTH_TEXTS.signInUnexpected,
};

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
    return /email/i.test(message ?? '')
      ? CODE_TEXTS.INVALID_EMAIL!
      : 'Date invalide. Verifică câmpurile completate.';
  if (message) return message;
  return fallback;
}
