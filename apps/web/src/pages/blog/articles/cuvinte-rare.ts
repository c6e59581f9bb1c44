import type { ArticleBody } from '../article-types';

const body: ArticleBody = {
  blocks: [
    {
      p: 'Vocabularul de zi cu zi al unui vorbitor de română are câteva mii de cuvinte. Dicționarele au însă zeci de mii, iar multe dintre ele sunt adevărate bijuterii: scurte, sonore, pline de imagini. Unele au ieșit din uz pentru că lucrurile pe care le numeau au dispărut. Altele au rămas doar în cărți sau în vorbirea bunicilor, deși nu există un înlocuitor la fel de bun. Am adunat mai jos câteva cuvinte rare și frumoase, cu înțelesul lor și cu un exemplu, ca să le poți scoate din sertar și să le folosești din nou.',
    },
    { h2: 'Despre vreme și natură' },
    {
      ul: [
        'Zăpușeală: căldură înăbușitoare, apăsătoare, de obicei înaintea unei ploi de vară. „Era o zăpușeală de nu se mișca nicio frunză.”',
        'Amurg: timpul de la sfârșitul zilei, când soarele a apus și se lasă întunericul. Figurat, sfârșitul unei perioade. „Ne-am întors acasă în amurg.”',
        'Zefir: vânt ușor și plăcut, adiere. Cuvântul vine de la numele zeului grec al vântului de apus. „Un zefir răcoros venea dinspre lac.”',
        'A miji: a începe să se arate, să se lumineze. Se spune mai ales despre zori: „Mijește de ziuă.” Tot de aici vine și „a miji ochii”, adică a-i deschide doar puțin.',
        'Brumă: strat subțire de gheață, ca o pudră albă, care apare dimineața pe iarbă toamna. „Pe câmp căzuse prima brumă.”',
      ],
    },
    { h2: 'Despre oameni și stări' },
    {
      ul: [
        'Ghiduș: glumeț, poznaș, care face haz și îi înveselește pe ceilalți. „Nepotul meu e cel mai ghiduș din clasă.”',
        'Sfială: timiditate, jenă, reținerea cuiva care nu îndrăznește. „A intrat în clasă cu sfială.”',
        'Hoinar: care umblă fără un scop anume, de plăcere. „Am fost hoinari o zi întreagă prin oraș.”',
        'A se perpeli: a se frământa, a nu-și găsi locul de grijă sau de nerăbdare. La propriu, înseamnă a se prăji ușor. „M-am perpelit toată noaptea înaintea examenului.”',
        'Alean: dor, jale, tristețe dulce, mai ales în poezia populară. „Cânta cu alean un cântec de demult.”',
      ],
    },
    { h2: 'Despre timp' },
    {
      ul: [
        'A dăinui: a dura mult timp, a rezista trecerii vremii. „Prietenia lor a dăinuit peste ani.”',
        'A zăbovi: a întârzia, a rămâne mai mult decât era prevăzut. „Am zăbovit puțin la poartă să mai vorbim.”',
        'Tihnă: liniște, odihnă, pace sufletească. „Și-a băut ceaiul în tihnă.”',
        'Odinioară: cândva, demult, în trecut. „Odinioară, aici era o pădure.”',
      ],
    },
    { h2: 'Cuvinte din lumea de altădată' },
    {
      ul: [
        'Taifas: discuție liniștită, pe îndelete, între prieteni. Se folosește mai ales în expresia „a sta la taifas”.',
        'Iarmaroc: târg mare, cu de toate, bâlci. Cuvântul vine, prin poloneză și rusă, din germanul Jahrmarkt, „târgul anual”. „La iarmaroc se vindeau oale, miere și jucării de lemn.”',
        'Calabalâc: bagaje multe, lucruri adunate pentru drum. Vine din turcă. „A venit în vizită cu tot calabalâcul.”',
        'Tărăboi: gălăgie mare, scandal, agitație. „Copiii au făcut un tărăboi de s-a auzit pe toată strada.”',
        'Nălucă: fantomă, apariție, ceva ce pare că vezi, dar nu e acolo. „Prin ceață, copacii păreau năluci.”',
      ],
    },
    { h2: 'De ce dispar cuvintele' },
    {
      p: 'Un cuvânt nu dispare peste noapte. De cele mai multe ori, iese încet din uz când obiectul sau obiceiul pe care îl numea nu mai face parte din viața noastră. Cine mai are nevoie zilnic de cuvinte pentru uneltele de țesut sau pentru părțile unei căruțe? Alteori, un cuvânt este înlocuit de un sinonim care pare mai modern, deși nu spune exact același lucru. „Tihnă” nu înseamnă doar „liniște”, ci liniștea în care te simți bine; „zăpușeală” nu este orice căldură, ci acea căldură grea de dinaintea ploii.',
    },
    {
      p: 'Cuvintele rare rămân însă în dicționare, în cărțile de literatură și în memoria celor mai în vârstă. Ele pot fi readuse în vorbire oricând, pentru că sunt perfect corecte. Nu sunt greșeli, nu sunt regionalisme obligatorii și nu sunt arhaisme greu de înțeles. Sunt doar cuvinte care așteaptă pe cineva să le folosească.',
    },
    { h2: 'Unde le găsești' },
    {
      p: 'Cea mai bogată sursă de cuvinte rare este literatura română. În Amintiri din copilărie de Ion Creangă, în poeziile lui Mihai Eminescu sau în basmele culese de Petre Ispirescu dai la tot pasul peste cuvinte pe care azi le auzim rar. Citite cu voce tare, ele au un ritm și o culoare aparte. Câteva exemple de cuvinte de acest fel, care merită păstrate:',
    },
    {
      ul: [
        'Șugubăț: glumeț, hâtru, care spune lucruri amuzante cu o față serioasă.',
        'Zgâtie: copil mic, neastâmpărat și isteț. „Zgâtia aia de nepoată mi-a ascuns ochelarii.”',
        'A se sclifosi: a face mofturi, a se preface că nu-i place ceva. „Nu te mai sclifosi și mănâncă!”',
        'Ogradă: curtea din jurul casei, la țară. „Găinile se plimbau prin ogradă.”',
      ],
    },
    {
      p: 'O altă sursă sunt dicționarele. Răsfoiește unul la întâmplare și oprește-te la primul cuvânt pe care nu-l cunoști. Vei fi surprins câte cuvinte frumoase există și cât de multe spun despre felul în care trăiau și gândeau cei dinaintea noastră.',
    },
    { h2: 'Cum le readuci în vorbirea de zi cu zi' },
    {
      ol: [
        'Alege un singur cuvânt pe săptămână. Scrie-l pe un bilețel lipit pe frigider sau pe ecranul telefonului.',
        'Folosește-l de cel puțin trei ori, în situații reale. Prima dată pare ciudat, a treia oară deja sună firesc.',
        'Întreabă-i pe bunici ce cuvinte foloseau când erau copii. Vei afla cuvinte noi și povești pe deasupra.',
        'Citește cu voce tare. Poezia și basmele românești sunt pline de cuvinte rare, iar rostite sună și mai frumos.',
        'Joacă jocuri de cuvinte. La jocul de Sinonime, sinonimele rare aduc mai multe puncte decât cele obișnuite, tocmai pentru că sunt mai greu de găsit.',
      ],
    },
    {
      tip: 'Când găsești un cuvânt necunoscut, nu te opri doar la definiție. Caută un exemplu de propoziție și inventează încă una, despre viața ta. Așa cuvântul trece din memoria de scurtă durată în vocabularul activ.',
    },
    { h2: 'Un joc pentru acasă' },
    {
      p: 'Iată un joc simplu pentru familie. Fiecare alege în secret un cuvânt rar din lista de mai sus și trebuie să-l strecoare în conversație la cină, fără să fie prins. Ceilalți încearcă să ghicească ce cuvânt a fost. Cine îl folosește cel mai natural câștigă. Jocul îi face pe copii atenți la cuvinte, iar pe adulți îi obligă să-și amintească de expresii pe care nu le-au mai folosit de mult.',
    },
    {
      p: 'Limba pe care o vorbim în fiecare zi este mai bogată decât pare. Fiecare cuvânt readus în uz este o mică victorie: pentru tine, pentru cei care te ascultă și pentru limba română însăși.',
    },
  ],
};

export default body;
