/**
 * /cum-sa-joci: the full guide of every game. The figures come from the rules the games
 * enforce (@slove/core), so the guide cannot drift from the games.
 */
import { Link } from 'react-router';
import { CLASSIC_LETTERS, MIN_WORD_LENGTH, PANGRAM_BONUS, RANKS } from '@slove/core/classic';
import { HINT_LEVEL_TEXT, POINTS_PER_CLUE, POINTS_PER_HINT } from '@slove/core/crosswords';
import { MAX_ATTEMPTS, WORD_LENGTH } from '@slove/core/wordle';
import { InfoPage } from './info-layout';

const SYNONYM_BASE_POINTS = 10;
const SYNONYM_RARITY_STEP = 5;
const synonymPoints = (rarity: number) => SYNONYM_BASE_POINTS + (rarity - 1) * SYNONYM_RARITY_STEP;

export default function HowToPlayPage() {
  return (
    <InfoPage
      title="Cum să joci"
      lead="Ghidul complet al jocurilor Slove: regulile, punctajul și câteva sfaturi. Toate jocurile se schimbă la miezul nopții, ora României, și le poți juca și fără cont."
    >
      <nav aria-label="Cuprins">
        <ul>
          <li>
            <a href="#clasic">Jocul clasic cu litere</a>
          </li>
          <li>
            <a href="#sinonime">Sinonime</a>
          </li>
          <li>
            <a href="#quiz">Quiz de sinonime</a>
          </li>
          <li>
            <a href="#integrame">Mini integrame</a>
          </li>
          <li>
            <a href="#wordle">Wordle Românesc</a>
          </li>
          <li>
            <a href="#cont">Cont, progres și joc fără internet</a>
          </li>
        </ul>
      </nav>

      <h2 id="clasic">Jocul clasic cu litere</h2>
      <p>
        Primești {CLASSIC_LETTERS} litere așezate într-un cerc: una în mijloc și șase în jur. Formează cât mai
        multe cuvinte românești folosind doar aceste litere. Poți{' '}
        <Link to="/joc-clasic">începe jocul clasic</Link> oricând.
      </p>
      <h3>Reguli</h3>
      <ul>
        <li>
          Fiecare cuvânt are <strong>minimum {MIN_WORD_LENGTH} litere</strong>.
        </li>
        <li>
          Fiecare cuvânt conține <strong>litera din mijloc</strong>.
        </li>
        <li>Poți folosi o literă de mai multe ori în același cuvânt.</li>
        <li>
          Diacriticele nu contează la tastare: „TARA” este primit ca „ȚARĂ”. Cuvântul apare apoi scris corect,
          cu diacritice.
        </li>
        <li>Un cuvânt se numără o singură dată pe set.</li>
      </ul>
      <h3>Punctaj</h3>
      <ul>
        <li>
          Un cuvânt aduce <strong>atâtea puncte câte litere are</strong>: „CASĂ” valorează 4 puncte, „CĂSUȚĂ”
          6 puncte.
        </li>
        <li>
          O <strong>pangramă</strong> este un cuvânt care folosește toate cele {CLASSIC_LETTERS} litere.
          Primește punctele pentru lungime <strong>plus {PANGRAM_BONUS} puncte bonus</strong>. Fiecare set are
          cel puțin o pangramă.
        </li>
        <li>
          Unele cuvinte corecte, dar mai rare, apar ca <strong>„cuvânt bonus”</strong>: primești punctele, dar
          nu intră în totalul de cuvinte de găsit al setului.
        </li>
      </ul>
      <h3>Butoane utile</h3>
      <ul>
        <li>
          <strong>Amestecă</strong> rearanjează literele din jur: uneori un cuvânt „sare în ochi” doar după o
          nouă așezare.
        </li>
        <li>
          <strong>Hint</strong> îți arată cel mai scurt cuvânt negăsit: lungimea, prima și ultima literă, dacă
          este pangramă și, pentru cuvintele mai lungi de 5 litere, litera din mijloc.
        </li>
        <li>
          <strong>Joc nou</strong> alege un alt set, iar <Link to="/arhiva-zilnica">arhiva zilnică</Link> îți
          deschide seturile din ultimele 30 de zile.
        </li>
      </ul>
      <h3>Ranguri</h3>
      <p>Bara de rang urcă odată cu numărul de cuvinte găsite azi:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Rang</th>
            <th scope="col">Cuvinte găsite</th>
          </tr>
        </thead>
        <tbody>
          {RANKS.map((r) => (
            <tr key={r.name}>
              <td>{r.name}</td>
              <td>{r.min}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="sinonime">Sinonime</h2>
      <p>
        Vezi un cuvânt de bază, de exemplu „frumos”, și scrii toate sinonimele lui pe care le știi: „arătos”,
        „chipeș”, „drăguț”… Jocul este pe <Link to="/sinonime">pagina Sinonime</Link>.
      </p>
      <ul>
        <li>Majusculele și diacriticele nu contează: „dragut” este primit ca „drăguț”.</li>
        <li>
          Fiecare sinonim are o raritate de la 1 (foarte folosit) la 5 (rar). Punctajul este{' '}
          <strong>
            {SYNONYM_BASE_POINTS} + (raritate − 1) × {SYNONYM_RARITY_STEP}
          </strong>
          : un sinonim obișnuit aduce {synonymPoints(1)} puncte, unul de raritate 3 aduce {synonymPoints(3)},
          iar unul foarte rar (5) aduce {synonymPoints(5)} de puncte.
        </li>
        <li>
          Indiciul te ajută când te-ai blocat. După ce ai găsit cel puțin 3 sinonime, poți sări la cuvântul
          următor.
        </li>
        <li>
          Ai terminat un cuvânt când ai găsit toate sinonimele lui. Poți juca și zilele trecute, până la 30 de
          zile în urmă.
        </li>
      </ul>

      <h2 id="quiz">Quiz de sinonime</h2>
      <p>
        Varianta simplă, potrivită pentru copii și pentru cei care învață limba română. Găsești quiz-ul pe{' '}
        <Link to="/sinonime-simple">pagina Quiz de sinonime</Link>.
      </p>
      <ul>
        <li>Vezi un cuvânt și definiția lui, apoi alegi sinonimul potrivit dintre 4 variante.</li>
        <li>Întrebările sunt grupate în seturi de câte 7.</li>
        <li>
          Dacă greșești, afli răspunsul corect. La sfârșitul setului, întrebările greșite revin într-o rundă
          de <strong>Repetare</strong>, până când le răspunzi corect pe toate.
        </li>
        <li>
          Pe pagina <Link to="/progres-sinonime">Progresul la sinonime</Link> vezi obiectivul zilnic, seria de
          zile și cât de bine stăpânești fiecare cuvânt.
        </li>
      </ul>

      <h2 id="integrame">Mini integrame</h2>
      <p>
        Integrame mici, de la 5×5 la 9×9. Alegi o integramă din listă, apoi completezi cuvintele pe orizontală
        și pe verticală după definiții. Începe pe <Link to="/integrame">pagina Mini integrame</Link>.
      </p>
      <ul>
        <li>
          Atinge o căsuță sau o definiție ca să selectezi cuvântul. Săgețile mută selecția, iar după fiecare
          literă cursorul trece singur la căsuța următoare.
        </li>
        <li>
          Un cuvânt este verificat când toate căsuțele lui sunt completate. Cuvintele corecte se marchează cu
          o bifă.
        </li>
        <li>
          Indiciile dezvăluie, pe rând: {HINT_LEVEL_TEXT[1]}, apoi {HINT_LEVEL_TEXT[2]}, apoi{' '}
          {HINT_LEVEL_TEXT[3]}. Cuvântul întreg nu este dezvăluit niciodată.
        </li>
        <li>
          Punctaj: <strong>{POINTS_PER_CLUE} puncte pentru fiecare cuvânt rezolvat</strong>, minus{' '}
          <strong>{POINTS_PER_HINT} puncte pentru fiecare indiciu folosit</strong>. Scorul nu coboară sub
          zero. Cronometrul arată cât ți-a luat.
        </li>
      </ul>

      <h2 id="wordle">Wordle Românesc</h2>
      <p>
        Ghicește cuvântul zilei din {WORD_LENGTH} litere în cel mult {MAX_ATTEMPTS} încercări. Joacă pe{' '}
        <Link to="/wordle">pagina Wordle Românesc</Link>.
      </p>
      <ul>
        <li>Fiecare încercare trebuie să fie un cuvânt românesc valid din {WORD_LENGTH} litere.</li>
        <li>
          După fiecare încercare, căsuțele se colorează: <strong>verde</strong> înseamnă litera corectă la
          locul corect, <strong>galben</strong> înseamnă că litera există în cuvânt, dar în alt loc, iar{' '}
          <strong>gri</strong> înseamnă că litera nu apare în cuvânt.
        </li>
        <li>
          Tastatura de pe ecran are Ă, Â, Î, Ș și Ț și păstrează culoarea cea mai bună văzută pentru fiecare
          literă.
        </li>
        <li>
          Statisticile arată jocurile, procentul de victorii, seria actuală și seria maximă. Rezultatul se
          poate distribui fără să dezvălui cuvântul.
        </li>
      </ul>

      <h2 id="cont">Cont, progres și joc fără internet</h2>
      <ul>
        <li>
          Poți juca fără cont: progresul rămâne pe dispozitivul tău. Cu un <Link to="/auth">cont</Link>,
          progresul se salvează și se sincronizează pe toate dispozitivele; ce ai jucat ca vizitator se adaugă
          automat în cont la conectare.
        </li>
        <li>
          După prima vizită, jocurile se deschid și fără internet. Ce joci offline se trimite singur când
          revine conexiunea.
        </li>
        <li>
          Ai și alte întrebări? Citește <Link to="/faq">întrebările frecvente</Link>.
        </li>
      </ul>
    </InfoPage>
  );
}
