/**
 * Accounts in the browser (issue 39): "Contul meu" changes the display name and the
 * password; sign-up takes Romanian names with Romanian messages only (no browser bubble);
 * auth toasts never pile up; /delete-account has the account's e-mail filled in. And the
 * articles arrive with their body in the HTML.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BLOG_IDS } from '@slove/core/routes';
import { NAME_TEXTS } from '@slove/core/names';
import {
  axeViolations,
  baseUrl,
  closeBrowser,
  newContext,
  PHONE,
  shot,
  signUp,
  signUpAndIn,
} from './harness';

afterAll(closeBrowser);

const text = (page: Page, testId: string) =>
  page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? '', testId);

const poll = <T>(fn: () => Promise<T> | T, message?: string) =>
  expect.poll(fn, { timeout: 15_000, interval: 100, message });

const toasts = (page: Page, title: string) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) });

describe('articles', () => {
  it.each(BLOG_IDS)('/blog/%s arrives with its body in the HTML', async (id) => {
    const res = await fetch(`${baseUrl}/blog/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toContain('Se încarcă');
    expect((main.match(/<h2/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((main.match(/<p[ >]/g) ?? []).length).toBeGreaterThanOrEqual(6);
    if (id === 'strategii-pangrame') expect(main).toContain('Pangrama este cuvântul care folosește toate');
  });
});

describe('Contul meu', () => {
  it('changes the display name and the password from the profile menu', async () => {
    const context = await newContext(PHONE);
    const { email, password } = await signUpAndIn(context, 'cont');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('mobile-menu').click();
    await page.getByRole('link', { name: 'Contul meu' }).click();
    await page.locator('#account-display-name').waitFor();
    expect(await text(page, 'account-email')).toBe(email);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await page.locator('#account-display-name').waitFor();
      expect(await axeViolations(page, ['[data-sonner-toaster]'])).toEqual([]);
      await shot(page, `account-${theme}`, true);
    }

    const name = 'Ștefan cel Mare și Sfânt';
    await page.locator('#account-display-name').fill('A'.repeat(51));
    await page.getByRole('button', { name: 'Salvează numele' }).click();
    await poll(() => text(page, 'display-name-message')).toBe(NAME_TEXTS.displayNameTooLong);
    await page.locator('#account-display-name').fill(name);
    await page.getByRole('button', { name: 'Salvează numele' }).click();
    await poll(() => text(page, 'display-name-message')).toBe('Numele afișat a fost salvat.');
    const session = await (await context.request.get(`${baseUrl}/api/auth/get-session`)).json();
    expect(session.user.displayName).toBe(name);
    expect(session.user.name).toBe(name); // the mails greet the player by it

    const next = `Alt-borcan-${Math.random().toString(36).slice(2, 8)}`;
    await page.locator('#account-current-password').fill('Parola-gresita-1');
    await page.locator('#account-new-password').fill(next);
    await page.locator('#account-confirm-password').fill(next);
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    await poll(() => text(page, 'password-message')).toBe('Parola nu este corectă');
    await page.locator('#account-current-password').fill(password);
    await page.locator('#account-confirm-password').fill(next + 'x');
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    await poll(() => text(page, 'password-message')).toBe('Parolele nu se potrivesc');
    await page.locator('#account-confirm-password').fill(next);
    await page.getByRole('button', { name: 'Schimbă parola' }).click();
    await poll(() => text(page, 'password-message')).toMatch(/^Parola a fost schimbată/);
    expect(await page.locator('#account-current-password').inputValue()).toBe('');

    const other = await newContext();
    const signIn = (pw: string) =>
      other.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        headers: { origin: baseUrl },
        data: { email, password: pw },
      });
    expect((await signIn(password)).status()).toBe(401);
    expect((await signIn(next)).status()).toBe(200);
    // this device stays signed in
    await page.reload();
    await page.locator('#account-display-name').waitFor();
    await other.close();
    await context.close();
  });
});

describe('sign-up and sign-in messages', () => {
  it('takes "Ștefan Pop" and answers a bad username in Romanian, with no browser bubble', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    await page.goto('/auth?tab=inregistrare');
    const form = page.locator('form[aria-label="Înregistrare"]');
    await form.waitFor();
    const suffix = Math.random().toString(36).slice(2, 7);
    await page.locator('#signup-username').fill('ab');
    await page.locator('#signup-email').fill('nu-e-email');
    await page.locator('#signup-password').fill('Borcan-cu-litere-7');
    await page.locator('#signup-confirm').fill('Borcan-cu-litere-7');
    await form.locator('button[type=submit]').click();
    await poll(() => text(page, 'signup-message')).toBe(NAME_TEXTS.usernameTooShort);
    // the browser's own validation never ran (its message would be in the browser's language)
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    await page.locator('#signup-username').fill(`Ștefan Pop ${suffix}`);
    await form.locator('button[type=submit]').click();
    await poll(() => text(page, 'signup-message')).toBe('Adresa de email nu este validă');
    await page.locator('#signup-email').fill(`stefan-${suffix}@example.com`);
    await form.locator('button[type=submit]').click();
    await poll(() => text(page, 'signup-message')).toBe('Cont creat! Verifică-ți emailul pentru confirmare.');
    await context.close();
  });

  it('shows one toast at a time: failures replace each other, success replaces them', async () => {
    const context = await newContext(PHONE);
    const { email, password } = await signUp(context, 'toast');
    const page = await context.newPage();
    await page.goto('/auth');
    const form = page.locator('form[aria-label="Conectare"]');
    await form.waitFor();
    await page.locator('#signin-email').fill(email);
    for (let i = 0; i < 3; i++) {
      await page.locator('#signin-password').fill(`Gresita-${i}-abc`);
      await form.locator('button[type=submit]').click();
      await poll(() => text(page, 'signin-message')).toBe('Email sau parola incorectă');
      await toasts(page, 'Eroare la conectare').first().waitFor();
      await page.locator('#signin-password').fill('');
    }
    expect(await toasts(page, 'Eroare la conectare').count()).toBe(1);
    await page.locator('#signin-password').fill(password);
    await form.locator('button[type=submit]').click();
    await toasts(page, 'Conectat cu succes!').first().waitFor();
    await poll(() => toasts(page, 'Eroare la conectare').count()).toBe(0);
    await context.close();
  });
});

describe('/delete-account', () => {
  it("has the account's e-mail filled in: the confirmation opens without retyping it", async () => {
    const context = await newContext(PHONE);
    const { email } = await signUpAndIn(context, 'sterge');
    const page = await context.newPage();
    await page.goto('/delete-account');
    const input = page.locator('#delete-email');
    await poll(() => input.inputValue()).toBe(email);
    await page.locator('#delete-reason').fill('Nu mai joc.');
    await page.getByRole('button', { name: 'Trimite cererea' }).click();
    await page.locator('#delete-confirm').waitFor();
    expect(await text(page, 'delete-error')).toBe('');
    await page.locator('#delete-confirm').fill('ȘTERGE');
    await page.getByRole('button', { name: 'Șterge definitiv contul' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
