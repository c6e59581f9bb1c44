/** /terms-conditions: the terms of use of the site and the app. */
import { Link } from 'react-router';
import { InfoPage } from '../info-layout';
import { formatDate } from '../blog/posts';
import { ContactEmail, ContactName, LEGAL_UPDATED } from './contact';

export default function TermsPage() {
  return (
    <InfoPage
      title="Termeni și condiții"
      lead="Regulile de folosire a site-ului și a aplicației Slove. Le-am scris cât mai simplu; dacă ceva nu e clar, scrie-ne."
      meta={<p className="text-sm text-muted-foreground">Ultima actualizare: {formatDate(LEGAL_UPDATED)}</p>}
    >
      <h2>1. Cine suntem</h2>
      <p>
        Slove (site-ul, aplicația instalabilă și aplicația mobilă) este un serviciu de jocuri de cuvinte în
        limba română, oferit de <ContactName />. Ne poți contacta la <ContactEmail />. Folosind Slove, accepți
        acești termeni. Dacă nu ești de acord cu ei, te rugăm să nu folosești serviciul.
      </p>

      <h2>2. Serviciul</h2>
      <p>
        Slove oferă gratuit jocuri zilnice de cuvinte: jocul clasic cu litere, sinonime, un quiz de sinonime,
        mini integrame și Wordle Românesc, precum și articole și ghiduri. Jocurile se pot juca fără cont, cu
        progresul păstrat pe dispozitiv, sau cu un cont, care salvează progresul pe server și îl sincronizează
        între dispozitive. Putem adăuga, schimba sau retrage jocuri și funcții; ne străduim să anunțăm din
        timp schimbările importante.
      </p>

      <h2>3. Contul</h2>
      <ul>
        <li>
          Îți creezi contul cu o adresă de e-mail validă, pe care o confirmi, un nume de utilizator și o
          parolă.
        </li>
        <li>
          Ești responsabil de păstrarea parolei în siguranță. Dacă bănuiești că altcineva îți folosește
          contul, schimbă parola și anunță-ne.
        </li>
        <li>
          Numele de utilizator nu trebuie să fie jignitor, înșelător sau să încalce drepturile altcuiva.
        </li>
        <li>
          Copiii sub 16 ani își pot face cont doar cu acordul părintelui sau al tutorelui. Fără cont, jocurile
          pot fi jucate de oricine.
        </li>
        <li>
          Îți poți șterge oricând contul din pagina <Link to="/delete-account">Ștergerea contului</Link>.
        </li>
      </ul>

      <h2>4. Reguli de folosire</h2>
      <p>Când folosești Slove, te rugăm:</p>
      <ul>
        <li>
          să nu încerci să obții acces la conturile altora sau la părți ale serviciului care nu îți sunt
          destinate;
        </li>
        <li>
          să nu trimiți cereri automate în masă, să nu încerci să ocolești limitele de siguranță și să nu
          perturbi funcționarea serverelor;
        </li>
        <li>
          să nu manipulezi scorurile sau statisticile (scorurile sunt oricum recalculate pe server din
          cuvintele găsite);
        </li>
        <li>să nu propui pentru dicționar cuvinte jignitoare, vulgare sau care nu aparțin limbii române.</li>
      </ul>
      <p>
        Putem suspenda sau închide conturile care încalcă aceste reguli, după ce, când e posibil, te-am
        avertizat.
      </p>

      <h2>5. Cuvintele propuse</h2>
      <p>
        Dacă propui un cuvânt pentru dicționarul jocului, ne permiți să îl folosim gratuit în jocuri.
        Propunerile sunt verificate de un administrator, care le poate accepta sau respinge fără a fi obligat
        să motiveze decizia.
      </p>

      <h2>6. Conținutul</h2>
      <p>
        Jocurile, textele, articolele, designul și codul Slove sunt protejate de drepturile de autor. Le poți
        folosi liber pentru joc personal și în scop educațional, inclusiv proiectate la clasă. Nu ai voie să
        copiezi sau să republici în masă puzzle-urile, articolele sau listele de cuvinte fără acordul nostru
        scris. Dicționarul jocurilor este construit pornind și de la resurse lingvistice deschise, folosite
        conform licențelor lor.
      </p>
      <p>
        Ne străduim ca definițiile, sinonimele și explicațiile să fie corecte, dar limba este vie și pot
        exista scăpări. Dacă găsești o greșeală, scrie-ne la <ContactEmail />.
      </p>

      <h2>7. Reclame și servicii ale terților</h2>
      <p>
        Slove poate afișa reclame și poate folosi statistici de trafic, doar cu acordul tău, așa cum explică{' '}
        <Link to="/privacy-policy">Politica de confidențialitate</Link>. Nu răspundem de conținutul
        site-urilor terților la care duc reclamele sau linkurile externe.
      </p>

      <h2>8. Disponibilitate și răspundere</h2>
      <p>
        Oferim serviciul gratuit, „așa cum este”. Facem tot ce putem ca Slove să funcționeze fără întreruperi
        și ca progresul tău să fie în siguranță, dar nu putem garanta că serviciul va fi mereu disponibil sau
        lipsit de erori. Progresul păstrat doar pe dispozitiv (ca vizitator) se pierde dacă ștergi datele
        browserului sau aplicația; pentru a-l păstra, creează-ți un cont. În limitele permise de lege, nu
        răspundem pentru pierderi indirecte cauzate de folosirea sau imposibilitatea folosirii serviciului.
        Nimic din acești termeni nu îți limitează drepturile de consumator prevăzute de lege.
      </p>

      <h2>9. Datele personale</h2>
      <p>
        Felul în care prelucrăm datele tale este descris în{' '}
        <Link to="/privacy-policy">Politica de confidențialitate</Link>, care face parte din acești termeni.
      </p>

      <h2>10. Modificări ale termenilor</h2>
      <p>
        Putem actualiza acești termeni. Data ultimei actualizări apare la începutul paginii. Pentru schimbări
        importante, te anunțăm în aplicație sau prin e-mail, dacă ai cont. Dacă folosești în continuare
        serviciul după intrarea în vigoare a schimbărilor, înseamnă că le accepți; dacă nu ești de acord, îți
        poți șterge contul oricând.
      </p>

      <h2>11. Legea aplicabilă și litigii</h2>
      <p>
        Acești termeni sunt guvernați de legea română. Încercăm să rezolvăm orice neînțelegere pe cale
        amiabilă: scrie-ne la <ContactEmail />. Dacă nu ajungem la o soluție, litigiul se soluționează de
        instanțele competente din România. Ca consumator, te poți adresa și Autorității Naționale pentru
        Protecția Consumatorilor (ANPC) sau platformei europene de soluționare online a litigiilor.
      </p>
    </InfoPage>
  );
}
