/**
 * Browser-test helpers: Debian's Chromium driven by playwright-core against the real
 * server started by global-setup.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import AxeBuilderSource from './axe-source.ts';

export const baseUrl: string = inject('baseUrl');
export const mailDir: string = inject('mailDir');
export const dataDir: string = inject('dataDir');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

let browser: Browser | undefined;

/** A screenshot in $SCREENSHOT_DIR when it is set (looked at by hand; nothing compared). */
export async function shot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  return browser;
}

/**
 * Pages arrive rendered and paint before the app starts (html[data-app] once it has, see
 * main.tsx): a tap before that does nothing. The tests act like a player who waits for the
 * page to respond: every goto and reload of an app page returns once the app has started.
 */
function waitForAppOnNavigation(context: BrowserContext) {
  context.on('page', (page) => {
    for (const name of ['goto', 'reload'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      page[name] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (!response || response.headers()['content-type']?.startsWith('text/html'))
          await page.waitForFunction(() => 'app' in document.documentElement.dataset, null, {
            timeout: 20_000,
          });
        return response;
      }) as Page['goto'] & Page['reload'];
    }
  });
}

/** A fresh browser context (its own cookies and storage), Romanian locale. */
export async function newContext(options: BrowserContextOptions = DESKTOP): Promise<BrowserContext> {
  const b = await getBrowser();
  const context = await b.newContext({
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    baseURL: baseUrl,
    ...options,
  });
  waitForAppOnNavigation(context);
  return context;
}

/**
 * A page in a fresh context; console errors are collected in `page.consoleErrors`, and so is
 * every breach of the Content Security Policy (e.g. zod probing `new Function` when its JIT is
 * not off: packages/core/src/zod.ts), which the browser does not always log as an error.
 */
export async function newPage(
  options: BrowserContextOptions = DESKTOP,
): Promise<Page & { consoleErrors: string[] }> {
  const context = await newContext(options);
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  return page;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** Mails the SMTP catcher received for an address, oldest first (raw .eml text). */
export function mailsTo(email: string): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
    .filter((m) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

/** Wait for the n-th mail (1-based) to an address. */
export async function waitForMail(email: string, n = 1, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(email);
    if (mails.length >= n) return mails[n - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${n} to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link to the site in a mail (quoted-printable decoded). */
export function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const m = new RegExp(`(${baseUrl.replace(/[.:/]/g, '\\$&')}[^\\s"<>]*)`).exec(text);
  if (!m) throw new Error('no site link in mail');
  return m[1]!;
}

/** Run axe-core in the page; returns the violations (id, impact, targets). */
export async function axeViolations(page: Page, exclude: string[] = []) {
  // Evaluated through the DevTools protocol: our CSP forbids inline <script> tags.
  await page.evaluate(AxeBuilderSource);
  return page.evaluate(async (ex) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ exclude: ex.map((s) => [s]) }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, exclude);
}

/**
 * Sign up through the API and confirm through the mailed link, in a browser context (not
 * signed in yet). Returns the credentials.
 */
export async function signUp(
  context: BrowserContext,
  prefix: string,
): Promise<{ email: string; password: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `${prefix}-${suffix}@example.com`;
  const password = `Parola-${prefix}-${suffix}`;
  const name = `${prefix}_${suffix}`;
  const up = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: baseUrl },
    data: { email, password, name, username: name, displayName: name },
  });
  if (up.status() !== 200) throw new Error(`sign-up failed: ${up.status()} ${await up.text()}`);
  await context.request.get(linkIn(await waitForMail(email)));
  // The confirmation link also signs the player in (issue 19): back to a guest, as callers expect.
  const out = await context.request.post(`${baseUrl}/api/auth/sign-out`, {
    headers: { origin: baseUrl },
    data: {},
  });
  if (out.status() !== 200) throw new Error(`sign-out failed: ${out.status()} ${await out.text()}`);
  return { email, password };
}

/**
 * Sign up through the API, confirm through the mailed link and sign in, in a browser
 * context (its cookies hold the session). Returns the credentials.
 */
export async function signUpAndIn(
  context: BrowserContext,
  prefix: string,
): Promise<{ email: string; password: string }> {
  const { email, password } = await signUp(context, prefix);
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    headers: { origin: baseUrl },
    data: { email, password },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return { email, password };
}

/**
 * A guest with local data signs up (confirmed by mail), then signs in on /auth (the "Date
 * locale găsite" card is shown) and the data moves to the account: returns once the
 * migration's toast is shown.
 */
export async function signUpWithGuestData(page: Page, prefix: string) {
  const { email, password } = await signUp(page.context(), prefix);
  await page.goto('/auth');
  await page.getByTestId('local-data-card').waitFor();
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('form[aria-label="Conectare"] button[type=submit]').click();
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Date migrate cu succes!' })
    .first()
    .waitFor({ timeout: 15_000 });
}
