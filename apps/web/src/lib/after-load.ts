/**
 * What a page does once it has loaded (main.tsx, one chunk), for the player's next pages: the
 * service worker (sw-register.ts), and the brand font loaded and recorded (brand-font.ts).
 */
import { recordBrandFont } from '@/lib/brand-font';
import { registerServiceWorker } from '@/lib/sw-register';

export function afterLoad(): void {
  void registerServiceWorker();
  recordBrandFont();
}
