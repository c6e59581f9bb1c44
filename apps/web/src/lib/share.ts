/** Share a game's result (Wordle, Integrama zilei): the device's share sheet when there is one, else the clipboard. */
import { toast } from 'sonner';

export const COPIED = 'Rezultatul a fost copiat!';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers / denied permission: a hidden textarea and execCommand.
    try {
      const ta = document.createElement('textarea');
      ta.value = text;
      ta.setAttribute('readonly', '');
      ta.style.position = 'fixed';
      ta.style.opacity = '0';
      document.body.appendChild(ta);
      ta.select();
      const ok = document.execCommand('copy');
      ta.remove();
      return ok;
    } catch {
      return false;
    }
  }
}

export async function shareResult(text: string): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const nav = navigator as Navigator & { canShare?: (d: ShareData) => boolean };
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare({ text }))) {
    try {
      await nav.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // any other failure: fall back to the clipboard
    }
  }
  if (await copy(text)) {
    toast.success(COPIED);
    return 'copied';
  }
  toast.error('Rezultatul nu a putut fi copiat.', { description: text });
  return 'failed';
}
