/**
 * JSON calls to our own API (same origin, cookies included). Every API error body is
 * `{ error, statusCode, fields? }`; apiFetch throws an ApiError carrying them.
 */

/** Cloud calls of signed-in players are raced against this timeout (spec: 3000 ms). */
export const CLOUD_TIMEOUT_MS = 3000;

/** Sent on window when the server answers 401: the session may have ended (lib/auth.tsx). */
export const UNAUTHORIZED_EVENT = 'slove:unauthorized';

export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string[] | string>;
  /** 'TIMEOUT' or 'NETWORK' when no answer came; else the error body's `code`, if any. */
  readonly code?: string;
  /** The error body as the server sent it (parsed JSON), when there was one. */
  readonly body?: unknown;
  constructor(
    status: number,
    message: string,
    fields?: Record<string, string[] | string>,
    details: { code?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.code = details.code;
    this.body = details.body;
  }
  /** True when the request never got an answer (offline, timeout, aborted). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
  /** A refusal that sending again will not change: a 4xx other than timeout (408) and rate limit (429). */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * While the device says it is offline, no call waits longer than this (ms): what the service
 * worker keeps answers at once, and anything else must fail fast (the page shows its error
 * with "Încearcă din nou" instead of a spinner).
 */
export const OFFLINE_TIMEOUT_MS = 3000;

export const NETWORK_ERROR_MESSAGE =
  'Nu există conexiune la server. Verifică internetul și încearcă din nou.';
export const TIMEOUT_ERROR_MESSAGE = 'Serverul nu a răspuns la timp. Încearcă din nou.';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers } = options;
  const offline = isOffline();
  const timeoutMs = offline
    ? Math.min(options.timeoutMs ?? OFFLINE_TIMEOUT_MS, OFFLINE_TIMEOUT_MS)
    : options.timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const onAbort = () => controller.abort();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', onAbort, { once: true });
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // offline, no answer is a missing connection, not a slow server
    const late = timedOut && !offline;
    throw new ApiError(0, late ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE, undefined, {
      code: late ? 'TIMEOUT' : 'NETWORK',
    });
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    // the session may have ended: the app reads it again (lib/private-data.ts)
    if (response.status === 401 && typeof window !== 'undefined')
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    const err = (data ?? {}) as {
      error?: unknown;
      message?: unknown;
      code?: unknown;
      fields?: Record<string, string[] | string>;
    };
    const message =
      typeof err.error === 'string'
        ? err.error
        : typeof err.message === 'string'
          ? err.message
          : `Eroare ${response.status}. Încearcă din nou.`;
    throw new ApiError(response.status, message, err.fields, {
      code: typeof err.code === 'string' ? err.code : undefined,
      body: data ?? undefined,
    });
  }
  return data as T;
}
