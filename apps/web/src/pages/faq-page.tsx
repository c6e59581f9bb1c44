/** /faq: ten questions; only one answer is open at a time. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { buttonVariants } from '@/components/ui/button-variants';
import { InfoPage } from './info-layout';

export const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'Ce este Slove?',
    a: (
      <>
        Slove este un site (și o aplicație) cu jocuri zilnice de cuvinte în limba română: jocul clasic cu
        litere, sinonime, un quiz de sinonime, mini integrame și Wordle Românesc. Povestea numelui și ideea
        din spatele jocurilor sunt pe pagina <Link to="/despre">Despre</Link>.
      </>
    ),
  },
  {
    q: 'Costă ceva?',
    a: 'Nu. Toate jocurile sunt gratuite. Dacă apar reclame, ele se încarcă doar după ce ți-ai dat acordul în fereastra despre cookie-uri.',
  },
  {
    q: 'Am nevoie de cont ca să joc?',
    a: (
      <>
        Nu. Poți juca imediat, ca vizitator, iar progresul se păstrează pe dispozitivul tău. Un{' '}
        <Link to="/auth">cont</Link> îți salvează progresul în cloud și îl sincronizează pe telefon, tabletă
        și calculator.
      </>
    ),
  },
  {
    q: 'Ce se întâmplă cu progresul de vizitator când îmi fac cont?',
    a: 'Când te conectezi, tot ce ai jucat pe dispozitiv se adaugă automat în cont: cuvintele găsite se adună, iar dintre două scoruri se păstrează cel mai mare. Nu pierzi nimic.',
  },
  {
    q: 'Când apar jocurile noi?',
    a: 'În fiecare zi la miezul nopții, ora României (inclusiv la ora de vară). Toată lumea primește aceleași puzzle-uri în aceeași zi. Seturile din ultimele 30 de zile rămân disponibile în arhivă.',
  },
  {
    q: 'De ce nu este acceptat un cuvânt pe care îl știu?',
    a: (
      <>
        Jocul clasic cere minimum 4 litere și litera din mijloc, iar cuvântul trebuie să fie în dicționarul
        jocului. Dicționarul nu include nume proprii, abrevieri sau cuvinte nepotrivite pentru copii. Dacă ai
        un cont, poți propune un cuvânt din jocul clasic, cu butonul „Propune un cuvânt”. Regulile complete
        sunt în <Link to="/cum-sa-joci">ghidul Cum să joci</Link>.
      </>
    ),
  },
  {
    q: 'Trebuie să scriu cu diacritice?',
    a: (
      <>
        Nu este obligatoriu: la tastare, „TARA” este primit ca „ȚARĂ”. Cuvintele apar apoi scrise corect, cu ș
        și ț cu virgulă dedesubt. Dacă vrei să le scrii corect de la început, citește{' '}
        <Link to="/blog/diacritice-ghid">ghidul diacriticelor</Link>.
      </>
    ),
  },
  {
    q: 'Pot juca fără internet?',
    a: 'Da. După prima vizită, aplicația se deschide și fără conexiune. Jocurile pe care le-ai deschis rămân disponibile, iar progresul făcut offline se trimite singur când revine internetul. Poți și instala Slove pe ecranul telefonului, din bannerul de instalare sau din meniul browserului.',
  },
  {
    q: 'Este potrivit pentru copii și pentru școală?',
    a: (
      <>
        Da. Jocurile sunt gândite pentru copii, elevi și profesori: quiz-ul de sinonime are definiții simple,
        iar la clasă se poate juca fără conturi. Găsești idei de activități în articolul{' '}
        <Link to="/blog/joc-la-clasa">Jocuri de cuvinte la clasă</Link> și în celelalte{' '}
        <Link to="/blog">articole</Link>.
      </>
    ),
  },
  {
    q: 'Cum îmi șterg contul și datele?',
    a: (
      <>
        Completează formularul de pe pagina <Link to="/delete-account">Ștergerea contului</Link>. Dacă ești
        conectat cu adresa de e-mail a contului, contul și toate datele lui se șterg imediat; altfel cererea
        este verificată de o persoană în cel mult 48 de ore. Detalii în{' '}
        <Link to="/privacy-policy">politica de confidențialitate</Link>.
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <InfoPage
      title="Întrebări frecvente"
      lead="Răspunsuri scurte la ce ne întreabă cel mai des jucătorii, părinții și profesorii."
    >
      <Accordion
        type="single"
        collapsible
        className="not-prose rounded-xl border bg-card px-4 sm:px-5"
        data-testid="faq"
      >
        {FAQ.map((item, i) => (
          <AccordionItem key={item.q} value={`q${i + 1}`}>
            <AccordionTrigger headingLevel={2}>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <div className="mt-10 flex flex-col gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center">
        <p className="my-0 flex-1">Vrei să afli mai multe?</p>
        <Link to="/blog" className={buttonVariants({ variant: 'outline', className: 'no-underline' })}>
          Citește articolele
        </Link>
        <Link to="/despre" className={buttonVariants({ variant: 'outline', className: 'no-underline' })}>
          Despre Slove
        </Link>
      </div>
    </InfoPage>
  );
}
