import { useAppConfig } from '@/lib/config';

/** The configured contact ({name}, {email}) named by the legal pages. */
export function useLegalContact(): { name: string | null; email: string | null } {
  const { data } = useAppConfig();
  return { name: data?.contact.name ?? null, email: data?.contact.email ?? null };
}

export function ContactName() {
  const { name } = useLegalContact();
  return <strong data-testid="legal-contact-name">{name ?? 'operatorul Slove'}</strong>;
}

export function ContactEmail() {
  const { email } = useLegalContact();
  if (!email)
    return <span>adresa de e-mail de contact (afișată aici când pagina este deschisă cu internet)</span>;
  return (
    <a href={`mailto:${email}`} data-testid="legal-contact-email">
      {email}
    </a>
  );
}

/** Date of the current version of the legal texts. */
export const LEGAL_UPDATED = '2025-11-01';
