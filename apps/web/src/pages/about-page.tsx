/** /despre: history, cognitive benefits, how to play, scoring, strategies, for educators. */
import { Link } from 'react-router';
import { MIN_WORD_LENGTH, PANGRAM_BONUS } from '@slove/core/classic';
import { InfoPage } from './info-layout';

export default function AboutPage() {
  return (
    <InfoPage
      title="Despre Slove"
      lead="Slove este un loc de joacă pentru limba română: jocuri scurte de cuvinte, noi în fiecare zi, gândite pentru copii, elevi, părinți, profesori și pentru oricine se bucură de un cuvânt bine găsit."
    >
      <h2>De unde vine numele</h2>
      <p>
        În româna veche, <strong>slovă</strong> înseamnă literă. Înainte de alfabetul latin, românii au scris
        secole la rând cu slove chirilice, iar cuvântul a rămas în limbă până azi: spunem despre cineva că
        „știe slova” când știe să citească. Am ales numele ca pe o punte între istoria limbii și felul în care
        ne jucăm astăzi cu ea, pe telefon sau pe calculator.
      </p>

      <h2>Povestea noastră</h2>
      <p>
        Jocurile de cuvinte au o istorie lungă la noi: rebusurile și integramele din reviste, „fazan” în
        pauze, „țări, orașe, ape” pe o foaie de hârtie, scrabble-ul din vacanțe. Slove pornește de la aceeași
        bucurie, dar o aduce în buzunar: în fiecare zi, la miezul nopții, ora României, apar un nou set de
        litere, noi cuvinte de sinonime și un nou cuvânt Wordle. Toată lumea primește aceleași puzzle-uri în
        aceeași zi, așa că vă puteți compara rezultatele în familie, între prieteni sau în clasă.
      </p>
      <p>
        Am construit jocurile cu grijă pentru limba română: diacriticele ș și ț se scriu corect, cu virgulă
        dedesubt, tastatura de pe ecran are Ă, Â, Î, Ș și Ț, iar la tastare diacriticele nu te încurcă.
        Dicționarul jocurilor pornește de la dicționare deschise ale limbii române și de la liste de frecvență
        a cuvintelor, filtrate ca să rămână cuvinte potrivite pentru joc.
      </p>

      <h2>Beneficii pentru minte</h2>
      <ul>
        <li>
          <strong>Vocabular activ.</strong> Cuvintele pe care le cauți singur se fixează mai bine decât cele
          pe care doar le citești.
        </li>
        <li>
          <strong>Atenție și memorie de lucru.</strong> Ții în minte literele, încerci combinații și elimini
          variante: un antrenament scurt și plăcut.
        </li>
        <li>
          <strong>Ortografie.</strong> Fiecare cuvânt acceptat apare scris corect, cu diacritice, așa că
          ochiul se obișnuiește cu forma corectă.
        </li>
        <li>
          <strong>Gândire flexibilă.</strong> Sinonimele te obligă să privești același sens din mai multe
          unghiuri, iar integramele îți cer să legi definiții de cuvinte.
        </li>
        <li>
          <strong>Obicei sănătos.</strong> Un joc pe zi, de câteva minute, este o pauză bună de la ecranele
          care doar ne distrag.
        </li>
      </ul>

      <h2>Cum se joacă, pe scurt</h2>
      <p>
        În <Link to="/joc-clasic">jocul clasic</Link> formezi cuvinte din 7 litere, cu litera din mijloc
        obligatorie. La <Link to="/sinonime">Sinonime</Link> scrii toate sinonimele unui cuvânt, iar la{' '}
        <Link to="/sinonime-simple">quiz</Link> alegi sinonimul corect dintre patru variante.{' '}
        <Link to="/integrame">Mini integramele</Link> au grile mici, cu indicii, iar la{' '}
        <Link to="/wordle">Wordle Românesc</Link> ghicești cuvântul zilei din 5 litere în 6 încercări. Toate
        regulile sunt explicate pe larg în <Link to="/cum-sa-joci">ghidul Cum să joci</Link>.
      </p>

      <h2>Punctaj</h2>
      <ul>
        <li>
          Jocul clasic: cuvintele au minimum {MIN_WORD_LENGTH} litere, fiecare literă valorează un punct, iar
          o pangramă (toate cele 7 litere) aduce încă {PANGRAM_BONUS} puncte.
        </li>
        <li>
          Sinonime: 10 puncte pentru un sinonim obișnuit și cu 5 mai mult pentru fiecare treaptă de raritate.
        </li>
        <li>Integrame: 10 puncte pentru fiecare cuvânt rezolvat, minus 2 pentru fiecare indiciu folosit.</li>
        <li>Wordle: contează în câte încercări ghicești și cât de lungă îți este seria de zile câștigate.</li>
      </ul>

      <h2>Strategii care ajută</h2>
      <ul>
        <li>
          Începe cu terminațiile frecvente: -ARE, -ATĂ, -EAZĂ, -IRE, -ȚIE. Multe cuvinte românești se
          construiesc așa.
        </li>
        <li>Caută cuvinte scurte de 4 litere, apoi lungește-le: CASĂ, apoi CĂSUȚĂ; PORT, apoi PORTAR.</li>
        <li>Apasă pe Amestecă: o nouă așezare a literelor îți arată combinații pe care nu le vedeai.</li>
        <li>
          La Wordle, primele încercări să folosească vocale și consoane frecvente, de exemplu A, E, I, R, T,
          S.
        </li>
        <li>
          Mai multe idei găsești în articolul <Link to="/blog/strategii-pangrame">despre pangrame</Link>.
        </li>
      </ul>

      <h2>Pentru profesori și părinți</h2>
      <p>
        Slove este gratuit și se poate folosi fără cont, deci îl puteți deschide la clasă fără să cereți date
        elevilor. Jocurile zilnice sunt aceleași pentru toți, așa că pot deveni o rutină de cinci minute la
        începutul orei: un cuvânt Wordle ghicit împreună, o întrecere pe echipe la jocul clasic sau un set de
        7 întrebări din quiz-ul de sinonime. Quiz-ul are definiții scurte și variante clare, potrivite de la
        clasele primare în sus.
      </p>
      <p>
        Pentru idei concrete de activități, pe vârste, citiți articolul{' '}
        <Link to="/blog/joc-la-clasa">Jocuri de cuvinte la clasă</Link> și ghidul{' '}
        <Link to="/blog/diacritice-ghid">despre diacritice</Link>. Dacă aveți întrebări, le găsiți probabil
        deja în <Link to="/faq">întrebările frecvente</Link>.
      </p>
    </InfoPage>
  );
}
