import type { ArticleBody } from '../article-types';

const body: ArticleBody = {
  blocks: [
    {
      p: 'Limba română are cinci litere cu semne diacritice: ă, â, î, ș și ț. Fără ele, multe cuvinte își schimbă sensul sau devin ambigue. „Fata are pături” și „fata are paturi” nu spun același lucru, iar „peste” și „pește” nici atât. Cu toate acestea, pe telefon sau pe calculator scriem des fără diacritice, din grabă sau pentru că nu știm unde sunt pe tastatură. Ghidul acesta îți arată regulile de bază, câteva capcane frecvente și, mai ales, cum le tastezi ușor pe orice dispozitiv.',
    },
    { h2: 'Ă: vocala pe care o auzim peste tot' },
    {
      p: 'Ă este una dintre cele mai frecvente vocale din română. O găsim în articolul hotărât al multor substantive feminine (casă, masă, școală), în forme verbale (cântă, lucrează) și în nenumărate cuvinte de bază (bărbat, văr, păr). Regula practică este simplă: dacă o auzi, o scrii. Greșeala cea mai des întâlnită nu este de ortografie, ci de grabă, când ă este înlocuit cu a și cuvântul devine altul: „mama” (cu articol: mama mea, mama lui Ion) și „mamă” (o mamă oarecare, sau când o strigi) nu se folosesc la fel.',
    },
    { h2: 'Â și Î: același sunet, două litere' },
    {
      p: 'Â și î notează același sunet. Diferența ține doar de poziția în cuvânt, după regula stabilită de Academia Română în 1993:',
    },
    {
      ul: [
        'Î se scrie la începutul și la sfârșitul cuvântului: înger, înainte, a urî, a coborî.',
        'Â se scrie în interiorul cuvântului: câine, mâine, pâine, român, a coborât.',
        'În cuvintele compuse sau derivate cu prefix, î rămâne î dacă începea cuvântul de bază: neînțeles, preîntâmpinare, bineînțeles.',
        'Numele de persoane se scriu așa cum apar în actele de identitate, chiar dacă nu respectă regula: unele familii își scriu numele cu î în interior, și așa rămâne.',
      ],
    },
    {
      p: 'Pentru copii, regula se poate spune așa: „î de la început și de la sfârșit, â din mijloc”. Cuvântul român și toate rudele lui (românesc, România) se scriu cu â, așa cum cere regula.',
    },
    {
      tip: 'Odată cu regula din 1993, formele verbului a fi se scriu sunt, suntem, sunteți, cu u, nu sînt, sîntem, sînteți, cum apar în unele cărți mai vechi.',
    },
    { h2: 'Ș și Ț: virgulă, nu sedilă' },
    {
      p: 'Aici apare o problemă pe care mulți nici nu o observă. Literele corecte ale limbii române sunt ș și ț cu virgulă dedesubt. Există însă și literele ş și ţ cu sedilă (un cârlig mic, ca la ç din franceză), folosite în turcă, de exemplu. Ani la rând, calculatoarele nu au avut literele cu virgulă, așa că s-au folosit cele cu sedilă în loc. Pe ecran par aproape identice, dar pentru calculator sunt litere diferite.',
    },
    {
      p: 'De ce contează? Un text scris cu sedile nu apare în căutări făcute cu virgule, o listă de cuvinte se ordonează greșit, iar unele fonturi afișează semne ciudate. Toate sistemele moderne (Windows, macOS, Android, iOS, Linux) au de mult tastaturi românești care produc literele corecte, cu virgulă. Dacă vezi în texte vechi ş și ţ cu sedilă, merită corectate.',
    },
    {
      p: 'În Slove, toate cuvintele sunt afișate cu ș și ț cu virgulă dedesubt. Când tastezi, poți folosi și litera fără semn: „TARA” este primit ca „ȚARĂ”.',
    },
    { h2: 'Cum tastezi diacriticele pe telefon' },
    {
      ul: [
        'Android și iPhone: adaugă limba română în setările tastaturii. Apoi ține apăsat pe a pentru ă și â, pe i pentru î, pe s pentru ș și pe t pentru ț. Apare un mic meniu din care alegi litera.',
        'Corectura automată în română adaugă adesea singură diacriticele când termini cuvântul. Verifică totuși cuvintele scurte, unde ambele variante există (peste, pește).',
        'În jocurile Slove, tastatura de pe ecran are deja Ă, Â, Î, Ș și Ț, așa că nu ai nevoie de nimic în plus.',
      ],
    },
    { h2: 'Cum tastezi diacriticele pe calculator' },
    {
      p: "Pe Windows, adaugă din Setări limba română cu tastatura „Română (standard)”. Pe această tastatură, diacriticele sunt pe tastele din dreapta: ă pe tasta [, î pe ], ș pe ;, ț pe ' și â pe \\. Poți comuta între tastaturi cu Windows + Spațiu. Există și varianta „Română (programatori)”, care păstrează tastele obișnuite și dă diacriticele cu AltGr: AltGr + a pentru ă, AltGr + q pentru â, AltGr + i pentru î, AltGr + s pentru ș și AltGr + t pentru ț.",
    },
    {
      p: 'Pe macOS, alege din Preferințe de sistem, la Tastatură, sursa de intrare „Română – Standard”. Pe Linux, în setările regiunii și limbii, adaugă sursa de intrare „Română (standard)”. Peste tot, după o săptămână de folosit, degetele se obișnuiesc, iar scrisul cu diacritice devine la fel de rapid ca fără.',
    },
    { h2: 'Capcane frecvente' },
    {
      ul: [
        'Perechi de cuvinte care diferă doar prin diacritice: peste și pește, fata și fața, rata și rața, sa și să, in și în. Contextul ajută, dar scrisul corect nu lasă loc de ghicit.',
        'Cuvinte cu â pe care le scriem greșit cu î: mâine, câine, pâine, sânge, gând. Toate au sunetul la mijloc, deci se scriu cu â.',
        'Cuvinte derivate în care î rămâne î, pentru că începea cuvântul de bază: neîncredere, reîntoarcere, neîntrerupt.',
        'Majuscule: diacriticele se păstrează și cu litere mari. ȘCOALĂ, ȚARĂ, ÎNVĂȚĂTOR sunt scrise corect; SCOALA, TARA, INVATATOR nu.',
        'Numele străine se scriu cum le scriu vorbitorii limbii respective: Müller, François, Kraków. Acolo semnele nu sunt diacritice românești.',
      ],
    },
    { h2: 'Exerciții scurte, pentru acasă sau la clasă' },
    {
      ol: [
        'Scrie zece cuvinte care încep cu î și zece care au â în interior. Verifică regula: unde stă sunetul?',
        'Alege cinci perechi de tipul peste/pește și scrie câte o propoziție pentru fiecare cuvânt.',
        'Ia un text vechi, scris fără diacritice, și corectează primul paragraf. Câte cuvinte și-au schimbat sensul?',
        'Joacă o rundă de Wordle Românesc și folosește, intenționat, o încercare cu Ș sau Ț. Ce afli despre cuvântul zilei?',
        'În jocul clasic cu litere, notează cuvintele găsite și uită-te cum sunt afișate. Care au diacritice pe care nu le-ai tastat?',
      ],
    },
    { h2: 'De ce merită efortul' },
    {
      p: 'Diacriticele nu sunt un moft al profesorilor de română. Ele fac textul mai ușor de citit, evită neînțelegerile și arată respect față de cititor. Un mesaj scris corect se citește mai repede, pentru că ochiul nu trebuie să ghicească. Iar când scrii numele unei persoane, al unui oraș sau al unei instituții, diacriticele fac parte din nume.',
    },
    {
      p: 'Vestea bună este că scrisul corect se învață prin obișnuință, nu prin reguli memorate pe de rost. Jocurile de cuvinte ajută exact aici: vezi zilnic cuvinte scrise corect, cu ș și ț cu virgulă, și le folosești fără să te gândești. După câteva săptămâni, forma greșită ajunge să ți se pară ciudată, iar asta este cel mai bun semn că ai învățat-o pe cea corectă.',
    },
  ],
};

export default body;
