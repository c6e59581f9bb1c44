import type { ArticleBody } from '../article-types';

const body: ArticleBody = {
  blocks: [
    {
      p: 'Orice profesor știe cât de greu se pornește uneori o oră: elevii vin de la pauză agitați, de la altă materie sau, dimineața, încă somnoroși. Un joc scurt de cuvinte poate fi puntea dintre pauză și lecție. Nu are nevoie de pregătire, durează cinci-zece minute și îi face pe elevi să gândească în limba română fără să simtă că sunt evaluați. Mai jos găsiți activități concrete, pe vârste, pe care le puteți folosi cu Slove sau chiar doar cu tabla și creta.',
    },
    { h2: 'De ce funcționează jocurile de cuvinte' },
    {
      p: 'Jocurile de cuvinte pun elevii să caute activ în vocabularul lor, nu doar să recunoască un cuvânt citit. Această căutare întărește memoria și leagă cuvintele între ele: o familie de cuvinte, un sinonim, o terminație. În plus, jocurile au reguli clare și un rezultat imediat, ceea ce le place chiar și elevilor care nu se simt confortabil la compuneri sau la analiza gramaticală. Un elev care nu ridică niciodată mâna poate fi primul care găsește cuvântul Wordle al zilei.',
    },
    {
      p: 'Nu în ultimul rând, jocurile zilnice creează o rutină. Când elevii știu că ora începe cu „cuvântul zilei”, intră în clasă cu o întrebare în minte, nu cu telefonul în mână.',
    },
    { h2: 'Înainte de toate: fără conturi, fără date personale' },
    {
      p: 'Jocurile Slove se pot juca fără cont. Puteți proiecta jocul pe tablă de pe calculatorul clasei, iar elevii nu trebuie să-și creeze conturi sau să dea vreo adresă de e-mail. Toți primesc aceleași puzzle-uri în aceeași zi, deci o clasă care joacă la ora 8 și alta care joacă la ora 12 au aceleași provocări. Dacă școala are tablete sau elevii folosesc telefoanele cu acordul părinților, fiecare poate juca pe dispozitivul lui, iar progresul rămâne doar acolo.',
    },
    { h2: 'Clasele primare (I–IV)' },
    {
      ul: [
        'Quiz-ul de sinonime pe tablă. Citiți împreună cuvântul și definiția, apoi elevii votează ridicând una, două, trei sau patru degete pentru varianta aleasă. Un set are 7 întrebări, deci încape ușor în zece minute.',
        'Vânătoarea de cuvinte scurte. Proiectați jocul clasic cu litere și cereți cuvinte de patru litere. Fiecare cuvânt găsit este scris pe tablă de elevul care l-a găsit, cu diacritice.',
        'Cuvântul-surpriză. La final, profesorul alege unul dintre cuvintele găsite, iar elevii spun o propoziție cu el. Cei mici învață astfel sensul, nu doar forma.',
        'Atenție la diacritice: elevii de clasa I și a II-a abia învață literele ă, â, î, ș și ț. Tastatura de pe ecran a jocurilor le are pe toate, deci sunt un bun prilej de exercițiu.',
      ],
    },
    { h2: 'Gimnaziu (clasele V–VIII)' },
    {
      ul: [
        'Wordle pe echipe. Împărțiți clasa în două sau trei echipe. Fiecare echipă propune pe rând o încercare și explică de ce a ales-o, pe baza culorilor de până atunci. Echipa care ghicește câștigă, dar și discuția contează: ce litere știm sigur, ce poziții am exclus?',
        'Sinonime contra cronometru. Proiectați cuvântul de bază din jocul Sinonime și dați clasei două minute. Elevii scriu pe caiet toate sinonimele pe care le știu, apoi le verificați împreună în joc. Sinonimele rare aduc mai multe puncte, ceea ce îi motivează pe elevi să caute dincolo de primul cuvânt care le vine în minte.',
        'Pangrama săptămânii. Lăsați setul din jocul clasic deschis pe tablă toată săptămâna, iar cine găsește pangrama o scrie pe un bilet într-o cutie. Vinerea deschideți cutia.',
        'Familii de cuvinte. Pornind de la un cuvânt găsit în joc, elevii construiesc familia lui: derivate cu prefixe și sufixe, cuvinte compuse. Este o legătură directă cu programa de gramatică.',
      ],
    },
    { h2: 'Liceu' },
    {
      ul: [
        'Integrame pe perechi. Mini integramele au definiții scurte, uneori cu joc de cuvinte. Elevii lucrează în perechi și trebuie să rezolve integrama cu cât mai puține indicii, pentru că fiecare indiciu scade punctajul.',
        'Registre ale limbii. După jocul de Sinonime, discutați diferențele de registru: care sinonime sunt literare, care sunt populare, care sunt învechite? De ce nu sunt toate sinonimele interschimbabile?',
        'Cuvinte rare în compunere. Fiecare elev primește un cuvânt rar descoperit în joc și trebuie să-l folosească firesc într-un paragraf argumentativ.',
        'Etimologie. Alegeți un cuvânt din jocul zilei și căutați împreună de unde vine: latină, slavă, turcă, franceză? Vocabularul românesc spune multe despre istoria noastră.',
      ],
    },
    {
      tip: 'Păstrați competiția prietenoasă: premiați și cel mai interesant cuvânt găsit, nu doar cel mai mare punctaj. Așa și elevii mai timizi au o șansă să iasă în evidență.',
    },
    { h2: 'Cum organizați cele zece minute' },
    {
      ol: [
        'Primul minut: anunțați jocul și regulile pe scurt. Pe pagina Cum să joci găsiți explicațiile complete, pe care le puteți citi o dată împreună cu clasa.',
        'Minutele 2–7: jocul propriu-zis, individual, în perechi sau pe echipe.',
        'Minutele 8–9: discuție. Ce cuvinte noi am aflat? Care a fost cel mai greu? Cine a folosit o strategie interesantă?',
        'Ultimul minut: legătura cu lecția zilei. Un cuvânt din joc poate deveni exemplul de la gramatică sau tema unei scurte compuneri.',
      ],
    },
    { h2: 'Elevii cu nevoi diferite' },
    {
      p: 'Jocurile de cuvinte se pot adapta ușor. Pentru elevii care învață româna ca limbă a doua, quiz-ul de sinonime este un bun început, pentru că fiecare întrebare are o definiție și patru variante clare. Pentru elevii cu dificultăți de citire, lucrul în perechi și citirea cu voce tare scad presiunea. Jocurile au butoane mari, o temă întunecată pentru ochii obosiți și pot fi folosite și de pe telefon, inclusiv fără internet după prima deschidere.',
    },
    { h2: 'Implicarea părinților' },
    {
      p: 'Pentru că puzzle-urile sunt aceleași pentru toată lumea în aceeași zi, părinții pot juca seara același Wordle pe care copilul l-a jucat dimineața la școală. Este o temă fără teme: copilul povestește ce strategie a folosit clasa, iar părintele încearcă să o aplice. Sugerați părinților și articolul nostru despre diacritice, care le arată cum să scrie corect pe telefon, și ghidul de pangrame, pentru serile în care vor o provocare mai grea.',
    },
    { h2: 'Un ultim sfat' },
    {
      p: 'Nu transformați jocul în test. Rostul celor zece minute este ca elevii să se bucure de limba română, să fie curioși și să aibă curajul să încerce cuvinte, chiar dacă greșesc. Notele pot veni din alte activități. Din jocul de cuvinte trebuie să rămână un zâmbet și, poate, un cuvânt nou pe care îl vor folosi a doua zi.',
    },
  ],
};

export default body;
