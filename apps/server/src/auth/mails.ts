/** Romanian e-mails (subject, text and HTML). */

const wrap = (title: string, body: string) => `<!doctype html>
<html lang="ro"><body style="font-family:Arial,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin-top:0">${title}</h1>${body}
<p style="color:#6b7280;font-size:13px">Echipa Slove — Jocuri de cuvinte în limba română</p>
</div></body></html>`;

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const button = (url: string, label: string) =>
  `<p><a href="${esc(url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${label}</a></p>
<p style="font-size:13px">Dacă butonul nu merge, copiază linkul: <br><a href="${esc(url)}">${esc(url)}</a></p>`;

export function verifyEmailMail(name: string, url: string) {
  return {
    subject: 'Confirmă-ți adresa de e-mail — Slove',
    text: `Bună, ${name}!\n\nMulțumim că ți-ai creat un cont Slove. Confirmă-ți adresa de e-mail deschizând linkul de mai jos:\n\n${url}\n\nDacă nu tu ai creat contul, ignoră acest mesaj.\n\nEchipa Slove`,
    html: wrap(
      'Confirmă-ți adresa de e-mail',
      `<p>Bună, ${esc(name)}!</p><p>Mulțumim că ți-ai creat un cont Slove. Confirmă-ți adresa de e-mail:</p>${button(url, 'Confirmă e-mailul')}<p>Dacă nu tu ai creat contul, ignoră acest mesaj.</p>`,
    ),
  };
}

export function resetPasswordMail(name: string, url: string) {
  return {
    subject: 'Resetează-ți parola — Slove',
    text: `Bună, ${name}!\n\nAm primit o cerere de resetare a parolei contului tău Slove. Alege o parolă nouă aici:\n\n${url}\n\nLinkul expiră în o oră. Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola rămâne aceeași.\n\nEchipa Slove`,
    html: wrap(
      'Resetează-ți parola',
      `<p>Bună, ${esc(name)}!</p><p>Am primit o cerere de resetare a parolei contului tău Slove.</p>${button(url, 'Alege o parolă nouă')}<p>Linkul expiră în o oră. Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola rămâne aceeași.</p>`,
    ),
  };
}

export function accountDeletedMail(name: string) {
  return {
    subject: 'Contul tău a fost șters — Slove',
    text: `Bună, ${name}!\n\nContul tău Slove a fost șters la cererea ta, împreună cu tot progresul, statisticile și setările salvate în cloud. Sesiunile deschise au fost închise.\n\nÎți mulțumim că ai jucat cu noi. Poți juca în continuare ca vizitator sau îți poți crea oricând un cont nou.\n\nDacă nu tu ai cerut ștergerea, scrie-ne răspunzând la acest mesaj.\n\nEchipa Slove`,
    html: wrap(
      'Contul tău a fost șters',
      `<p>Bună, ${esc(name)}!</p><p>Contul tău Slove a fost șters la cererea ta, împreună cu tot progresul, statisticile și setările salvate în cloud. Sesiunile deschise au fost închise.</p><p>Îți mulțumim că ai jucat cu noi. Poți juca în continuare ca vizitator sau îți poți crea oricând un cont nou.</p><p>Dacă nu tu ai cerut ștergerea, scrie-ne răspunzând la acest mesaj.</p>`,
    ),
  };
}

/**
 * The acknowledgement of a deletion request, sent to the address that was entered — which may
 * be anyone's: it never quotes what the visitor wrote (Slove must not carry a stranger's text,
 * or links, to a third party).
 */
export function deletionRequestMail() {
  return {
    subject: 'Am primit o cerere de ștergere a contului — Slove',
    text: `Bună!\n\nAm primit o cerere de ștergere a contului Slove asociat acestei adrese de e-mail. O persoană din echipa noastră o va analiza și te va contacta în cel mult 48 de ore.\n\nDacă nu tu ai trimis cererea, ignoră acest mesaj: contul nu va fi șters fără confirmarea ta.\n\nEchipa Slove`,
    html: wrap(
      'Am primit o cerere de ștergere a contului',
      `<p>Bună!</p><p>Am primit o cerere de ștergere a contului Slove asociat acestei adrese de e-mail. O persoană din echipa noastră o va analiza și te va contacta în cel mult 48 de ore.</p><p>Dacă nu tu ai trimis cererea, ignoră acest mesaj: contul nu va fi șters fără confirmarea ta.</p>`,
    ),
  };
}
