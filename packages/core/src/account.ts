/**
 * Deleting one's own account (POST /api/account/delete with the signed-in account's e-mail)
 * needs a confirmation that cannot be a misclick: the word ȘTERGE or the account's e-mail,
 * typed. The page asks for it in a dialog; the server checks it again.
 */
export const DELETE_WORD = 'ȘTERGE';

export const DELETE_CONFIRM_TEXTS = {
  title: 'Ștergi definitiv contul?',
  body: 'Contul, tot progresul, statisticile și setările salvate în cloud se șterg definitiv. Progresul salvat pe acest dispozitiv se șterge și el. Acțiunea nu poate fi anulată.',
  label: `Scrie ${DELETE_WORD} sau adresa de email a contului ca să confirmi`,
  button: 'Șterge definitiv contul',
  missing: `Confirmă ștergerea: scrie ${DELETE_WORD} sau adresa de email a contului.`,
} as const;

/** ȘTERGE (any case, Ș with comma or cedilla, diacritics optional) or the account's e-mail. */
export function isDeleteConfirmation(typed: unknown, email: string): boolean {
  if (typeof typed !== 'string') return false;
  const t = typed.trim();
  if (t.toLowerCase() === email.trim().toLowerCase()) return true;
  return /^[SȘŞ]TERGE$/u.test(t.toUpperCase());
}
