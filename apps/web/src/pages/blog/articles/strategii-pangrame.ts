import type { ArticleBody } from '../article-types';

const body: ArticleBody = {
  blocks: [
    {
      p: 'Orice jucător al jocului clasic cu litere cunoaște momentul: ai găsit deja zece-cincisprezece cuvinte, bara de rang urcă frumos, dar pangrama nu se arată. Pangrama este cuvântul care folosește toate cele șapte litere ale setului și aduce, pe lângă punctele pentru lungime, încă zece puncte bonus. Fiecare set are cel puțin una. Vestea bună este că pangramele nu se găsesc doar cu noroc. Există câteva obiceiuri de gândire care te apropie de ele, iar mai jos le-am adunat pe cele care funcționează cel mai bine, atât pentru începători, cât și pentru cei care joacă de luni de zile.',
    },
    { h2: '1. Începe cu ce știi sigur: cuvintele scurte' },
    {
      p: 'Pare un sfat ciudat pentru un articol despre cuvinte lungi, dar primele minute de joc sunt cele mai importante. Cuvintele de patru și cinci litere îți încălzesc mintea și îți arată cum se combină literele setului. Dacă ai găsit ARDE, DEAR și RADE, ai aflat deja că A, R, D și E se leagă ușor între ele. O pangramă este, de multe ori, un cuvânt scurt pe care l-ai găsit deja, lungit cu încă două-trei litere.',
    },
    {
      p: 'Notează în minte, sau chiar pe o foaie, perechile și grupurile de litere care apar des în cuvintele găsite. Ele sunt cărămizile din care vei construi cuvântul mare.',
    },
    { h2: '2. Caută terminațiile românești' },
    {
      p: 'Limba română are câteva terminații foarte productive. Când te uiți la cele șapte litere, verifică dacă poți forma una dintre ele, apoi gândește-te ce poate sta în fața ei:',
    },
    {
      ul: [
        '-ARE și -IRE, pentru infinitivele lungi: CÂNTARE, PORNIRE, TRECERE.',
        '-EAZĂ, pentru verbe la prezent: LUCREAZĂ, DESENEAZĂ, PLANTEAZĂ.',
        '-TOR și -TOARE, pentru cel care face ceva: LUCRĂTOR, CITITOARE, ÎNOTĂTOR.',
        '-IȚĂ și -UȚĂ, pentru diminutive: FETIȚĂ, CĂSUȚĂ, MĂSUȚĂ.',
        '-EALĂ, -ISM, -IST, -ȚIE, pentru substantive: SOCOTEALĂ, TURISM, ARTIST, NAȚIE.',
      ],
    },
    {
      p: 'Dacă literele setului sunt, de exemplu, A, C, E, N, R, T și Ă, terminațiile -ARE și -ATĂ sunt imediat la îndemână, iar de aici până la un cuvânt de șapte-opt litere care le folosește pe toate nu mai este mult.',
    },
    { h2: '3. Lipește prefixe' },
    {
      p: 'La celălalt capăt al cuvântului stau prefixele. În română, cele mai folositoare în joc sunt RE-, DES- (sau DEZ-), ÎN- (sau ÎM-), NE-, PRE- și CON-. Un cuvânt pe care îl ai deja, precum FACE, devine REFACE sau DESFACE. Dacă setul conține literele unui prefix, încearcă sistematic să-l pui în fața fiecărui cuvânt găsit. Uneori rezultatul nu există, dar de multe ori obții exact cuvântul care folosește și ultimele litere rămase.',
    },
    {
      tip: 'Combinația prefix + rădăcină + terminație este rețeta celor mai multe pangrame: RE + PORN + IRE, ÎN + CĂLZ + IRE, DES + FĂC + UT.',
    },
    { h2: '4. Pornește de la literele grele' },
    {
      p: 'Literele rare, precum J, H, X, Z sau Ț, sunt cele care limitează cel mai mult variantele. Tocmai de aceea sunt cele mai bune puncte de plecare. Dacă setul are un Z, întreabă-te în ce cuvinte îl auzi des: -EAZĂ, ZI, ZĂ-, -ZIE. Dacă are un Ț, gândește-te la -ȚIE, -IȚĂ, -ȚEL. Pangrama trebuie să conțină și litera grea, deci un cuvânt care o folosește deja natural are șanse mari să fie începutul soluției.',
    },
    {
      p: 'Invers, literele foarte comune (A, E, I, R, T) se potrivesc aproape oriunde, așa că nu te obsedează: le vei adăuga ușor la final.',
    },
    { h2: '5. Gândește pe familii de cuvinte' },
    {
      p: 'Când găsești un cuvânt, întreabă-te ce rude are: verbul, substantivul, adjectivul, diminutivul. De la CÂNTA ajungi la CÂNTARE, CÂNTEC, CÂNTĂREAȚĂ; de la LUCRU la LUCRA, LUCRARE, LUCRĂTOR. Familiile de cuvinte sunt un mod foarte eficient de a crește lungimea fără să inventezi ceva de la zero. Este și felul în care învață copiii vocabularul: pornind de la un cuvânt cunoscut și descoperind cum se transformă.',
    },
    { h2: '6. Folosește butonul Amestecă' },
    {
      p: 'Creierul nostru se blochează ușor pe o anumită așezare a literelor. Dacă ai văzut de zece ori la rând C lângă A, tinzi să citești doar cuvinte cu CA. Butonul Amestecă rearanjează literele din jurul centrului și, de multe ori, îți arată o combinație pe care nu o vedeai. Apasă-l de două-trei ori când simți că nu mai găsești nimic, apoi citește literele în ordinea nouă, ca pe un cuvânt, chiar dacă nu are sens. Uneori pangrama apare exact așa, dintr-o silabă pe care ai citit-o din greșeală.',
    },
    { h2: '7. Ia o pauză, apoi folosește indiciul cu cap' },
    {
      p: 'Pare contraintuitiv, dar o pauză de câteva minute ajută. Mintea continuă să lucreze în fundal, iar când revii la joc vezi literele cu ochi proaspeți. Mulți jucători găsesc pangrama dimineața, după ce au lăsat setul neterminat seara.',
    },
    {
      p: 'Dacă totuși vrei un ajutor, butonul Hint îți arată cel mai scurt cuvânt pe care nu l-ai găsit încă: lungimea lui, prima și ultima literă, dacă este pangramă și, pentru cuvintele mai lungi de cinci litere, litera din mijloc. Folosește-l ca pe o lanternă, nu ca pe o hartă: după ce afli un cuvânt nou, gândește-te ce terminații și prefixe i se potrivesc. Adesea, un singur cuvânt descoperit deblochează încă trei-patru.',
    },
    { h2: 'Greșeli frecvente' },
    {
      ul: [
        'Uiți litera din mijloc. Fiecare cuvânt trebuie să o conțină, inclusiv pangrama.',
        'Cauți doar cuvinte lungi de la început și te descurajezi. Construiește de jos în sus.',
        'Ignori formele flexionare. Jocul acceptă multe forme obișnuite ale cuvintelor, nu doar forma de dicționar, așa că încearcă și pluralul sau articolul.',
        'Te temi de diacritice. Poți tasta fără ele: TARA este primit ca ȚARĂ, iar cuvântul apare apoi scris corect.',
      ],
    },
    { h2: 'Un exemplu pas cu pas' },
    {
      p: 'Să presupunem că ai literele A, C, L, O, T, U și, în mijloc, litera R. Primele cuvinte vin repede: ARAT, CORT, LUCRU, CURAT, ACTOR. Observi că ACTOR se termină în -TOR, una dintre terminațiile de mai sus, și încerci și alte cuvinte pentru cel care face ceva: TRACTOR merge, dar nu folosește L și U. Atunci te întorci la familiile de cuvinte. Ai găsit deja LUCRU; de aici ajungi la verbul LUCRA, iar de la LUCRA, cu terminația -TOR, la LUCRĂTOR. Verifici literele: L, U, C, R, Ă (adică A), T, O, R. Sunt toate cele șapte! Ai găsit pangrama: opt litere, deci opt puncte, plus zece puncte bonus.',
    },
    {
      p: 'Observă că jocul nu face diferența între A și Ă la litere: literele setului se compară fără diacritice, așa că LUCRATOR tastat simplu este primit și apare apoi scris corect, LUCRĂTOR.',
    },
    {
      p: 'Nu fiecare set se rezolvă atât de liniar, dar drumul este aproape mereu același: cuvinte scurte, terminații, prefixe, familii de cuvinte și, când te blochezi, o nouă așezare a literelor.',
    },
    { h2: 'Joacă împreună' },
    {
      p: 'Pangramele sunt și mai distractive când le cauți cu altcineva. Toată lumea primește același set în aceeași zi, așa că puteți juca în paralel în familie sau la clasă și vă puteți da indicii unul altuia fără să spuneți cuvântul: „începe cu o silabă pe care o folosim la muzică” sau „are șapte litere și înseamnă un loc”. Așa se lucrează și la vocabular, și la felul în care explicăm cuvintele.',
    },
    {
      p: 'Data viitoare când pangrama nu vrea să apară, ia-o pe rând prin aceste strategii. Cu puțin exercițiu, vei vedea că ea era acolo tot timpul, ascunsă între literele de pe ecran.',
    },
  ],
};

export default body;
