/**
 * The toast API of sonner, loaded on first use: code that runs on the home route (the auth
 * provider) calls this facade, so the home route does not ship the toast library until a
 * toast is actually shown. Same calls as sonner's `toast` (it forwards to it); pages that
 * are lazy-loaded may import `toast` from 'sonner' directly.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | null = null;
const requestListeners = new Set<() => void>();
let requested = false;

/** Loads sonner and asks the layout to mount its <Toaster> (toasts made before are replayed). */
export function requestToaster(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!requested) {
    requested = true;
    for (const l of requestListeners) l();
  }
  return sonner;
}

export function isToasterRequested(): boolean {
  return requested;
}

export function onToasterRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

let seq = 0;
const newId = () => `slove-toast-${++seq}`;

function show(
  kind: 'default' | 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading',
  message: Message,
  data?: ExternalToast,
) {
  const id = data?.id ?? newId();
  requestToaster()
    .then(({ toast: t }) => {
      const opts = { ...data, id };
      if (kind === 'default') t(message, opts);
      else t[kind](message, opts);
    })
    .catch((error) => console.warn('Slove: toast unavailable', error, message));
  return id;
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show('default', message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    message: (message: Message, data?: ExternalToast) => show('message', message, data),
    loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
    dismiss: (id?: string | number) => {
      if (sonner) void sonner.then(({ toast: t }) => t.dismiss(id));
    },
  },
);
