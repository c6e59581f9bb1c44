/** /privacy-policy: what Slove processes, why, for how long, and the visitor's GDPR rights. */
import { Link } from 'react-router';
import { InfoPage } from '../info-layout';
import { formatDate } from '../blog/posts';
import { ContactEmail, ContactName, LEGAL_UPDATED } from './contact';

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Politica de confidențialitate"
      lead="Pe scurt: poți juca fără cont și fără să ne dai vreo dată personală. Dacă îți faci cont, păstrăm doar ce trebuie ca să-ți salvăm progresul, nu vindem nimic nimănui și poți șterge totul oricând."
      meta={<p className="text-sm text-muted-foreground">Ultima actualizare: {formatDate(LEGAL_UPDATED)}</p>}
    >
      <h2>1. Cine răspunde de datele tale</h2>
      <p>
        Operatorul datelor personale prelucrate prin site-ul și aplicația Slove este <ContactName />. Pentru
        orice întrebare sau cerere privind datele tale ne poți scrie la <ContactEmail />. Răspundem în cel
        mult 30 de zile, de obicei mult mai repede.
      </p>
      <p>
        Politica aceasta se aplică site-ului, aplicației instalabile (PWA) și aplicației mobile Slove și
        respectă Regulamentul general privind protecția datelor (Regulamentul UE 2016/679, „GDPR”) și
        legislația română aplicabilă.
      </p>

      <h2>2. Joc fără cont: datele rămân pe dispozitivul tău</h2>
      <p>
        Ca vizitator, nu îți cerem nicio dată personală. Progresul în jocuri, statisticile, tema aleasă
        (luminoasă, întunecată sau ca sistemul), alegerea privind cookie-urile și salvările făcute fără
        internet se păstrează <strong>doar pe dispozitivul tău</strong>, în memoria locală a browserului
        (local storage) sau, în aplicația mobilă, în preferințele aplicației. Aceste date nu ajung la noi până
        nu îți faci cont și nu te conectezi. Le poți șterge oricând din setările browserului (ștergerea
        datelor site-ului) sau dezinstalând aplicația.
      </p>
      <p>
        Aplicația păstrează și o copie a paginilor și a puzzle-urilor deja deschise (prin service worker), ca
        să poți juca fără internet. Copia conține doar conținutul jocurilor și se șterge odată cu datele
        site-ului.
      </p>

      <h2>3. Contul</h2>
      <p>Dacă îți creezi un cont, prelucrăm:</p>
      <ul>
        <li>adresa de e-mail, numele de utilizator și numele afișat;</li>
        <li>
          parola, păstrată doar sub formă criptată ireversibil (hash), pe care nici noi nu o putem citi;
        </li>
        <li>
          sesiunea de conectare: un cookie de sesiune strict necesar (http-only, inaccesibil scripturilor din
          pagină), împreună cu adresa IP și tipul de browser din momentul conectării, pentru securitatea
          contului;
        </li>
        <li>
          progresul în jocuri: cuvintele găsite, scorurile, seriile de zile, statisticile, obiectivul zilnic
          și setările jocurilor;
        </li>
        <li>cuvintele pe care le propui pentru dicționar, dacă alegi să propui.</li>
      </ul>
      <p>
        <strong>Temeiul legal</strong> este executarea contractului (art. 6 alin. 1 lit. b GDPR): fără aceste
        date nu îți putem salva și sincroniza progresul. La conectare, progresul jucat ca vizitator pe acel
        dispozitiv se adaugă în cont.
      </p>
      <p>
        Folosim adresa de e-mail doar pentru mesaje legate de cont: confirmarea adresei, resetarea parolei și
        răspunsul la cererile tale. Nu trimitem reclame prin e-mail.
      </p>

      <h2>4. Securitate și prevenirea abuzurilor</h2>
      <p>
        Ca să protejăm conturile de încercări repetate de ghicire a parolei sau de trimitere de mesaje în
        masă, numărăm pentru scurt timp cererile sensibile (conectare, înregistrare, resetarea parolei) pe
        adresă IP și pe adresă de e-mail. Serverul păstrează și jurnale tehnice (data, pagina cerută, codul de
        răspuns) pentru a depista erori și atacuri. Temeiul este interesul nostru legitim de a menține
        serviciul sigur (art. 6 alin. 1 lit. f GDPR). Contoarele expiră după câteva minute sau ore, iar
        jurnalele se păstrează cel mult 30 de zile.
      </p>

      <h2>5. Notificări (mementouri)</h2>
      <p>
        Dacă activezi mementourile de dimineață sau de seară din setările jocului de sinonime, browserul îți
        cere permisiunea de a primi notificări. Cu acordul tău (art. 6 alin. 1 lit. a GDPR), păstrăm adresa
        tehnică de livrare a notificărilor furnizată de browser (Web Push) și orele alese. Notificările trec
        prin serviciul de notificări al producătorului browserului (de exemplu Google, Mozilla sau Apple),
        care primește doar mesajul criptat. În aplicația mobilă, mementourile sunt notificări locale,
        programate pe telefon, fără să treacă pe la noi. Poți opri notificările oricând din setările jocului
        sau ale browserului; abonamentul se șterge atunci.
      </p>

      <h2>6. Reclame și statistici de trafic</h2>
      <p>
        Slove poate afișa reclame printr-un furnizor de publicitate și poate măsura traficul cu un serviciu de
        statistici. Ambele sunt servicii ale unor terți și sunt <strong>oprite în mod implicit</strong>:
        scripturile lor se încarcă doar dacă sunt configurate pe site <strong>și</strong> doar după ce
        accepți, în fereastra despre cookie-uri. Până atunci, browserul tău nu face nicio cerere către ei.
        Temeiul este consimțământul tău (art. 6 alin. 1 lit. a GDPR și legislația privind comunicațiile
        electronice).
      </p>
      <p>
        Dacă accepți, furnizorul de reclame poate folosi cookie-uri și identificatori pentru a afișa și măsura
        reclamele, iar serviciul de statistici poate număra vizitele și paginile văzute. Acești furnizori
        prelucrează datele conform propriilor politici de confidențialitate și pot transfera date în afara
        Spațiului Economic European, pe baza garanțiilor prevăzute de GDPR (de exemplu, clauze contractuale
        standard). Îți poți retrage oricând consimțământul din linkul „Setări cookie-uri” din subsolul
        fiecărei pagini; retragerea nu afectează prelucrarea făcută până atunci.
      </p>

      <h2>7. Cookie-uri și stocare locală</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Ce</th>
            <th scope="col">De ce</th>
            <th scope="col">Cât timp</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Cookie-ul de sesiune (doar cu cont)</td>
            <td>Te ține conectat; strict necesar</td>
            <td>30 de zile sau până la deconectare</td>
          </tr>
          <tr>
            <td>
              Progres, statistici, temă, alegerea privind cookie-urile (stocare locală, cheile încep cu
              „slove_” și „theme”)
            </td>
            <td>Funcționarea jocurilor pe dispozitivul tău; strict necesare</td>
            <td>Până le ștergi</td>
          </tr>
          <tr>
            <td>Semnalul că ai închis bannerul de instalare (stocare de sesiune)</td>
            <td>Să nu-ți mai arătăm bannerul în aceeași sesiune</td>
            <td>Până închizi browserul</td>
          </tr>
          <tr>
            <td>Cookie-urile furnizorilor de reclame și statistici</td>
            <td>Doar dacă accepți (vezi secțiunea 6)</td>
            <td>Conform politicilor furnizorilor</td>
          </tr>
        </tbody>
      </table>

      <h2>8. Cât timp păstrăm datele</h2>
      <ul>
        <li>Datele contului și progresul: cât timp ai cont. La ștergerea contului, se șterg definitiv.</li>
        <li>
          Cererile de ștergere primite prin formular: până la rezolvare și încă cel mult 6 luni, ca dovadă că
          am dat curs cererii.
        </li>
        <li>Jurnalele tehnice: cel mult 30 de zile.</li>
      </ul>

      <h2>9. Ștergerea contului și a datelor</h2>
      <p>
        Poți cere ștergerea contului din pagina <Link to="/delete-account">Ștergerea contului</Link>. Dacă
        ești conectat și introduci adresa de e-mail a contului, contul și toate datele lui (progres,
        statistici, setări, abonamente la notificări) se șterg imediat și definitiv. Altfel, cererea ta este
        înregistrată și o persoană o verifică și îți răspunde în cel mult 48 de ore. Poți scrie și direct la{' '}
        <ContactEmail />.
      </p>

      <h2>10. Drepturile tale</h2>
      <p>Conform GDPR, ai dreptul:</p>
      <ul>
        <li>să afli ce date avem despre tine și să primești o copie a lor (dreptul de acces);</li>
        <li>să ceri corectarea datelor greșite (rectificare);</li>
        <li>să ceri ștergerea datelor („dreptul de a fi uitat”);</li>
        <li>să ceri restricționarea prelucrării;</li>
        <li>să primești datele într-un format structurat, pentru a le muta în altă parte (portabilitate);</li>
        <li>să te opui prelucrării bazate pe interesul nostru legitim;</li>
        <li>să îți retragi oricând consimțământul dat pentru notificări, reclame sau statistici.</li>
      </ul>
      <p>
        Pentru oricare dintre ele, scrie-ne la <ContactEmail />. Ai și dreptul să depui o plângere la
        Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP),
        www.dataprotection.ro.
      </p>

      <h2>11. Copii</h2>
      <p>
        Jocurile pot fi jucate de copii fără cont și fără nicio dată personală. Pentru a-și crea un cont, un
        copil sub 16 ani are nevoie de acordul părintelui sau al tutorelui. Dacă ești părinte și afli că
        copilul tău și-a făcut cont fără acordul tău, scrie-ne și îl ștergem.
      </p>

      <h2>12. Cui transmitem datele</h2>
      <p>
        Nu vindem și nu închiriem datele tale. Le transmitem doar furnizorilor care ne ajută să funcționăm, în
        baza unor contracte care îi obligă să le protejeze: găzduirea serverelor și a bazei de date,
        trimiterea e-mailurilor legate de cont și, doar cu acordul tău, serviciile de notificări, reclame și
        statistici descrise mai sus. Putem divulga date autorităților numai când legea ne obligă.
      </p>

      <h2>13. Modificări</h2>
      <p>
        Dacă schimbăm această politică, actualizăm data de mai sus și, pentru schimbări importante, te anunțăm
        în aplicație sau prin e-mail dacă ai cont. Vezi și{' '}
        <Link to="/terms-conditions">Termenii și condițiile</Link>.
      </p>
    </InfoPage>
  );
}
