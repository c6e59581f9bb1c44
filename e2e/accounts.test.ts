/**
 * Accounts in the browser (issue 10), as a new user would, on a server of its own with a
 * real SMTP receiver (smtp-server), so that at the end its embedded database can be opened
 * and searched for any row of the deleted user:
 *   1. play as a guest; 2. sign up, get the mail, follow the link, sign in: the guest
 *   progress is in the account; 3. a second browser context sees it; 4. reset the password
 *   through the mailed link: the old password fails, the new one works; 5. delete the
 *   account: signing in fails and no row of the user is left in any table.
 * Along the way every error text of spec section 8 for sign-in, sign-up, reset and deletion
 * is provoked for real (server answers, or a cut connection for the "unexpected" ones).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, DESKTOP, newContext, PHONE } from './harness';
import { startMailCatcher, startServer, type RunningServer } from './server';

const FOLD: Record<string, string> = { Ă: 'A', Â: 'A', Î: 'I', Ș: 'S', Ț: 'T', Ş: 'S', Ţ: 'T' };
const fold = (w: string) => w.replace(/[ĂÂÎȘȚŞŢ]/g, (c) => FOLD[c]!);

let server: RunningServer;
let mail: { port: number; dir: string; stop(): Promise<void> };
let dataDir: string;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slove-e2e-accounts-'));
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, DATA_DIR: dataDir });
  base = server.url;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await closeBrowser();
  await server?.stop();
  await mail?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function context(options = DESKTOP): Promise<BrowserContext> {
  const c = await newContext({ ...options, baseURL: base });
  contexts.push(c);
  return c;
}

/** Raw mails to an address, oldest first. */
function mailsTo(email: string): string[] {
  if (!fs.existsSync(mail.dir)) return [];
  return fs
    .readdirSync(mail.dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(mail.dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

async function waitForMail(email: string, n: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = mailsTo(email);
    if (mails.length >= n) return mails[n - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${n} to ${email} (have ${mails.length})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Text of a raw mail with quoted-printable and encoded subjects decoded. */
function decoded(raw: string): string {
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return raw
    .replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, q: string) => qp(q.replace(/_/g, ' ')))
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => qp(m))
    .replace(/\r?\n[ \t]+/g, ' ') // unfolded headers
    .replace(/[ \t]+/g, ' ');
}

function linkIn(raw: string): string {
  const m = new RegExp(`(${base.replace(/[.:/]/g, '\\$&')}[^\\s"<>]*)`).exec(decoded(raw));
  if (!m) throw new Error('no site link in mail');
  return m[1]!;
}

async function expectToast(page: Page, title: string, description?: string) {
  let toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) });
  if (description) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function expectAlert(page: Page, testId: string, text: string) {
  await page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === t,
    [testId, text] as const,
    { timeout: 10_000 },
  );
}

async function openAuth(page: Page) {
  await page.goto(`${base}/auth`);
  await page.getByRole('tab', { name: 'Conectare' }).waitFor({ timeout: 30_000 });
}

async function signInForm(page: Page, email: string, password: string) {
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('form[aria-label="Conectare"] button[type=submit]').click();
}

async function signUpForm(
  page: Page,
  f: { username: string; email: string; password: string; confirm?: string },
) {
  await page.getByRole('tab', { name: 'Înregistrare' }).click();
  await page.locator('#signup-username').fill(f.username);
  await page.locator('#signup-email').fill(f.email);
  await page.locator('#signup-password').fill(f.password);
  await page.locator('#signup-confirm').fill(f.confirm ?? f.password);
  await page.locator('form[aria-label="Înregistrare"] button[type=submit]').click();
}

async function signedInAs(page: Page): Promise<{ id: string; email: string } | null> {
  return page.evaluate(
    async () =>
      (
        (await (await fetch('/api/auth/get-session')).json()) as {
          user: { id: string; email: string };
        } | null
      )?.user ?? null,
  );
}

async function foundWords(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
  return page
    .locator('[data-testid=found-words] li')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\(Pangramă\)/, '').trim()));
}

const id = randomBytes(4).toString('hex');
const user = { username: `e2e_${id}`, email: `e2e-${id}@example.com`, password: `Borcan-cu-litere-${id}` };
const newPassword = `Alt-borcan-${id}-nou`;
let playedWords: string[] = [];
let setId = 0;
let userId = '';

describe.sequential('accounts journey', () => {
  let a: Page; // the first browser: guest, then the account
  it('1. plays as a guest: progress stays on the device', async () => {
    a = await (await context()).newPage();
    await a.goto(`${base}/joc-clasic`);
    await a.waitForSelector('[data-testid=letter-wheel]', { timeout: 30_000 });
    const set = (await a.evaluate(async () => (await fetch('/api/classic/day')).json())) as {
      id: number;
      answers: string[];
    };
    setId = set.id;
    // Two answers without diacritics (display form = stored form).
    playedWords = set.answers.filter((w) => w === fold(w)).slice(0, 2);
    expect(playedWords).toHaveLength(2);
    for (const [i, w] of playedWords.entries()) {
      await a.getByTestId('word-input').fill(w);
      await a.getByTestId('btn-submit').click();
      await a.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=found-words] li').length === n,
        i + 1,
        { timeout: 10_000 },
      );
    }
    expect((await foundWords(a)).sort()).toEqual([...playedWords].sort());
    const local = await a.evaluate(() => localStorage.getItem('slove_classic_progress'));
    expect(local).toBeTruthy();
    expect(await signedInAs(a)).toBeNull();
  });

  it('2. signs up (every sign-up error on the way), confirms by mail, signs in: the guest progress moves to the account', async () => {
    await openAuth(a);
    // The local-data card is there; its sync button only for a signed-in user.
    await a.getByText('Date locale găsite').waitFor();
    expect(await a.getByRole('button', { name: 'Sincronizează acum' }).count()).toBe(0);

    await signUpForm(a, { ...user, confirm: user.password + 'x' });
    await expectAlert(a, 'signup-message', 'Parolele nu se potrivesc');
    await signUpForm(a, { ...user, password: 'a1b2c' });
    await expectAlert(a, 'signup-message', 'Parola trebuie să aibă minim 6 caractere');
    await signUpForm(a, { ...user, password: '123456' });
    await a.waitForFunction(() =>
      /cele mai folosite/.test(document.querySelector('[data-testid=signup-message]')?.textContent ?? ''),
    );
    await a.route('**/api/auth/sign-up/email', (r) => r.abort());
    await signUpForm(a, user);
    await expectAlert(a, 'signup-message', 'Eroare neașteptată la înregistrare');
    await expectToast(a, 'Eroare la înregistrare');
    await a.unroute('**/api/auth/sign-up/email');

    await signUpForm(a, user);
    await expectAlert(a, 'signup-message', 'Cont creat! Verifică-ți emailul pentru confirmare.');
    await expectAlert(
      a,
      'signup-sync-info',
      'Datele tale locale vor fi sincronizate după confirmarea emailului.',
    );
    await expectToast(a, 'Cont creat!');
    await signUpForm(a, { ...user, username: `${user.username}_2` });
    await expectAlert(a, 'signup-message', 'Acest email este deja înregistrat');

    // Sign-in errors: wrong password, unconfirmed e-mail, a cut connection.
    await a.getByRole('tab', { name: 'Conectare' }).click();
    await signInForm(a, user.email, 'Parola-gresita-1');
    await expectAlert(a, 'signin-message', 'Email sau parola incorectă');
    await expectToast(a, 'Eroare la conectare');
    await signInForm(a, user.email, user.password);
    await expectAlert(a, 'signin-message', 'Verifică-ți emailul pentru confirmare');
    await a.route('**/api/auth/sign-in/email', (r) => r.abort());
    await signInForm(a, user.email, user.password);
    await expectAlert(a, 'signin-message', 'Eroare neașteptată la conectare');
    await a.unroute('**/api/auth/sign-in/email');

    // The confirmation mail (Romanian, HTML and text) and its link.
    const confirm = await waitForMail(user.email, 1);
    expect(decoded(confirm)).toContain('Confirmă-ți adresa de e-mail — Slove');
    expect(confirm).toMatch(/Content-Type: text\/html/);
    // The link signs the player in, says 'Adresă confirmată' and migrates the guest data.
    await a.goto(linkIn(confirm));
    await a.waitForURL(`${base}/auth?confirmat=1`);
    await a.getByTestId('email-confirmed').getByText('Adresă confirmată').waitFor();
    await expectToast(a, 'Date migrate cu succes!', 'Progresul tău local a fost sincronizat cu contul nou.');
    await a.getByRole('link', { name: 'Începe să joci' }).click();
    await a.waitForURL(`${base}/`);
    const me = await signedInAs(a);
    expect(me?.email).toBe(user.email);
    userId = me!.id;
    await a.getByTestId('profile-menu').waitFor();

    // The progress is in the account (read from the server, not the device).
    const cloud = (await a.evaluate(
      async (sid) => (await fetch(`/api/classic/progress/${sid}`)).json(),
      setId,
    )) as Record<string, unknown>;
    const text = JSON.stringify(cloud);
    for (const w of playedWords) expect(text).toContain(w);

    // A signed-in user who opens /auth goes to /.
    await a.goto(`${base}/auth`);
    await a.waitForURL(`${base}/`);
  });

  it('3. a second browser signs in and finds the same progress', async () => {
    const b = await (await context(PHONE)).newPage();
    await openAuth(b);
    expect(await b.getByText('Date locale găsite').count()).toBe(0); // nothing local on this device
    await signInForm(b, user.email, user.password);
    await expectToast(b, 'Conectat cu succes!');
    await b.waitForURL(`${base}/`);
    await b.goto(`${base}/joc-clasic`);
    await b.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=found-words] li').length >= n,
      playedWords.length,
      { timeout: 20_000 },
    );
    const words = await foundWords(b);
    for (const w of playedWords) expect(words).toContain(w);
    await b.context().close();
  });

  it('4. resets the password through the mailed link; the old one fails, the new one works', async () => {
    const c = await (await context()).newPage();
    await openAuth(c);
    await c.getByRole('button', { name: 'Ai uitat parola?' }).click();
    const dialog = c.getByRole('dialog');
    await dialog.locator('#reset-email').fill(`nimeni-${id}@example.com`);
    await dialog.getByRole('button', { name: 'Trimite linkul' }).click();
    await dialog.waitFor({ state: 'hidden' }); // an unknown address gets the same answer
    await expectAlert(c, 'signin-message', 'Email trimis! Verifică-ți inbox-ul.');
    expect(mailsTo(`nimeni-${id}@example.com`)).toHaveLength(0);

    await c.getByRole('button', { name: 'Ai uitat parola?' }).click();
    await c.route('**/api/auth/request-password-reset', (r) => r.abort());
    await dialog.locator('#reset-email').fill(user.email);
    await dialog.getByRole('button', { name: 'Trimite linkul' }).click();
    await expectAlert(c, 'reset-message', 'Eroare la trimiterea emailului');
    await expectToast(c, 'Eroare');
    await c.unroute('**/api/auth/request-password-reset');

    const before = mailsTo(user.email).length;
    await dialog.getByRole('button', { name: 'Trimite linkul' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(c, 'Email trimis!');
    // On success the dialog closed and cleared its e-mail.
    await c.getByRole('button', { name: 'Ai uitat parola?' }).click();
    expect(await dialog.locator('#reset-email').inputValue()).toBe('');
    await c.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const resetMail = await waitForMail(user.email, before + 1);
    expect(decoded(resetMail)).toContain('Resetează-ți parola — Slove');
    const link = linkIn(resetMail);

    await c.goto(link);
    await c.waitForURL(/\/reset-password\?token=/);
    await c.locator('#new-password').fill(newPassword);
    await c.locator('#confirm-password').fill(newPassword + 'x');
    await c.getByRole('button', { name: 'Actualizează parola' }).click();
    await expectAlert(c, 'reset-error', 'Parolele nu se potrivesc');
    await c.locator('#confirm-password').fill(newPassword);
    await c.route('**/api/auth/reset-password', (r) =>
      r.request().method() === 'POST' ? r.abort() : r.continue(),
    );
    await c.getByRole('button', { name: 'Actualizează parola' }).click();
    await expectAlert(c, 'reset-error', 'Eroare neașteptată la resetarea parolei');
    await c.unroute('**/api/auth/reset-password');
    await c.getByRole('button', { name: 'Actualizează parola' }).click();
    await expectAlert(c, 'reset-done', 'Parolă schimbată cu succes!');
    await expectToast(c, 'Parolă actualizată!');
    const shownAt = Date.now();
    await c.waitForURL(`${base}/`, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500); // after 2 s

    // The link is used up: back on /reset-password it says so and goes to /auth.
    await c.goto(link);
    await c.waitForURL(`${base}/auth`, { timeout: 15_000 });
    await expectToast(c, 'Eroare', 'Link invalid sau expirat. Solicită un nou link de resetare.');

    // Every session was revoked: the first browser is a guest again.
    await a.reload();
    expect(await signedInAs(a)).toBeNull();

    await openAuth(c);
    await signInForm(c, user.email, user.password);
    await expectAlert(c, 'signin-message', 'Email sau parola incorectă');
    await signInForm(c, user.email, newPassword);
    await c.waitForURL(`${base}/`);
    expect((await signedInAs(c))?.id).toBe(userId);

    // Signed in, with no recovery link: 'Ești deja autentificat' and on to /.
    await c.goto(`${base}/reset-password`);
    await expectToast(c, 'Ești deja autentificat');
    await c.waitForURL(`${base}/`);
    await c.context().close();
  });

  it('shows the Romanian rate-limit message after too many sign-ins for one address', async () => {
    const p = await (await context()).newPage();
    await openAuth(p);
    const target = `limita-${id}@example.com`;
    const attempt = async (password: string) => {
      const response = p.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
      await signInForm(p, target, password);
      return (await response).status();
    };
    for (let i = 0; i < 10; i++) expect(await attempt(`Gresit-${i}-parola`)).toBe(401);
    await expectAlert(p, 'signin-message', 'Email sau parola incorectă');
    expect(await attempt('Gresit-x-parola')).toBe(429);
    await p.waitForFunction(() =>
      /^Prea multe încercări\. Încearcă din nou peste \d+ (minut|minute|de minute)\.$/.test(
        document.querySelector('[data-testid=signin-message]')?.textContent?.trim() ?? '',
      ),
    );
    await expectToast(p, 'Eroare la conectare');
    await p.context().close();
  });

  it('5. deletes the account: a request for another address first, then the real deletion; nothing of the user is left', async () => {
    const d = await (await context()).newPage();
    // As a guest: a request only.
    await d.goto(`${base}/delete-account`);
    await d.getByRole('button', { name: 'Trimite cererea' }).click();
    await expectAlert(d, 'delete-error', 'Vă rugăm să completați toate câmpurile obligatorii.');
    await d.locator('#delete-email').fill(`altcineva-${id}@example.com`);
    await d.locator('#delete-reason').fill('Nu mai folosesc contul.');
    await d.route('**/api/account/delete', (r) => r.abort());
    await d.getByRole('button', { name: 'Trimite cererea' }).click();
    await expectAlert(
      d,
      'delete-error',
      'A apărut o eroare. Vă rugăm să încercați din nou sau să ne contactați direct.',
    );
    await d.unroute('**/api/account/delete');
    await d.getByRole('button', { name: 'Trimite cererea' }).click();
    await expectToast(d, 'Cerere înregistrată');
    await d.getByTestId('delete-requested').waitFor();
    const requestMail = decoded(await waitForMail(`altcineva-${id}@example.com`, 1));
    expect(requestMail).toContain('Am primit o cerere de ștergere a contului');
    expect(requestMail).not.toContain('Nu mai folosesc contul.'); // never the visitor's text

    // Signed in, with the account's own address: deleted at once.
    await openAuth(d);
    await signInForm(d, user.email, newPassword);
    await d.waitForURL(`${base}/`);
    await d.goto(`${base}/delete-account`);
    await d.locator('#delete-email').fill(user.email);
    await d.locator('#delete-reason').fill('Test de ștergere.');
    await d.getByRole('button', { name: 'Trimite cererea' }).click();
    // a dialog says what goes, this device's progress included, and waits for ȘTERGE
    const dialog = d.getByRole('dialog');
    await dialog
      .getByText('Progresul salvat pe acest dispozitiv se șterge și el.', { exact: false })
      .waitFor();
    const confirmButton = dialog.getByRole('button', { name: 'Șterge definitiv contul' });
    expect(await confirmButton.isDisabled()).toBe(true);
    await dialog.locator('#delete-confirm').fill('da');
    expect(await confirmButton.isDisabled()).toBe(true);
    await dialog.locator('#delete-confirm').fill('ȘTERGE');
    await confirmButton.click();
    await expectToast(d, 'Cont șters');
    await d.waitForURL(`${base}/`);
    expect(await signedInAs(d)).toBeNull();
    await d.getByRole('link', { name: 'Conectare' }).first().waitFor();
    for (
      let i = 0;
      !mailsTo(user.email)
        .map(decoded)
        .some((m) => m.includes('Contul tău a fost șters'));
      i++
    ) {
      if (i > 100) throw new Error('no account-deleted mail');
      await new Promise((r) => setTimeout(r, 200));
    }

    await openAuth(d);
    await signInForm(d, user.email, newPassword);
    await expectAlert(d, 'signin-message', 'Email sau parola incorectă');
  });

  it('leaves no row of the deleted user in any table', async () => {
    await server.stop(); // the embedded database is one process at a time
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      // Every text column of every table: none holds the user's id or e-mail address.
      const columns = await db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying')`,
      );
      expect(columns.rows.length).toBeGreaterThan(20);
      const tables = new Set(columns.rows.map((c) => c.table_name));
      for (const t of ['user', 'session', 'account', 'verification', 'game_progress', 'deletion_requests'])
        expect(tables.has(t), t).toBe(true);
      const found: string[] = [];
      for (const { table_name, column_name } of columns.rows) {
        const res = await db.query<{ n: number }>(
          `select count(*)::int as n from "${table_name}" where "${column_name}" in ($1, $2)`,
          [userId, user.email],
        );
        if (res.rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${res.rows[0]!.n}`);
      }
      expect(found).toEqual([]);
      // user_id columns hold ids only: checked above. The guest's request for another
      // address is kept for a person to handle.
      const other = await db.query<{ n: number }>(
        `select count(*)::int as n from deletion_requests where email = $1`,
        [`altcineva-${id}@example.com`],
      );
      expect(other.rows[0]!.n).toBe(1);
      // Before the deletion, the account did have rows (the journey's progress).
      expect(playedWords.length).toBe(2);
    } finally {
      await db.close();
    }
  });
});
