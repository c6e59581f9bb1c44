import { describe, expect, it } from 'vitest';
import { isDeleteConfirmation } from './account.ts';

describe("the confirmation of deleting one's own account", () => {
  it('takes the word ȘTERGE (either Ș, any case) or the account e-mail', () => {
    for (const typed of ['ȘTERGE', ' ștergE ', 'ŞTERGE', 'STERGE', 'ana@example.com', 'Ana@Example.com '])
      expect(isDeleteConfirmation(typed, 'ana@example.com'), typed).toBe(true);
  });

  it('refuses anything else: empty, another address, a near miss, not a string', () => {
    for (const typed of [
      '',
      'da',
      'ȘTERG',
      'ȘTERGE!',
      'alt@example.com',
      'ana@example.co',
      null,
      undefined,
      1,
    ])
      expect(isDeleteConfirmation(typed, 'ana@example.com'), String(typed)).toBe(false);
  });
});
