// A Chromium driven over the DevTools protocol directly, for measures that a driver such as
// Playwright would change: Playwright enables the Runtime domain in every page, and while it
// is enabled V8 records a detailed stack trace, with source positions, for every Error
// created. React DOM creates five when its module runs; collecting their source positions
// makes V8 parse the whole entry chunk again on the main thread (~90 ms under 4× CPU), a long
// task no player's browser has. Here nothing enables Runtime: the page is reached with
// Page.addScriptToEvaluateOnNewDocument, Runtime.evaluate (which needs no enable) and
// Input.dispatchKeyEvent.
import { spawn } from 'node:child_process';

const WS = globalThis.WebSocket ?? (await import('ws')).default;

/**
 * Starts Chromium on a profile folder (kept across pages: its cache and service workers);
 * resolves with { newPage(), close() }.
 */
export async function launchChromium(profileDir, { args = [] } = {}) {
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      ...args,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const wsUrl = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start: ${err}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', () => reject(new Error(`chromium exited: ${err}`)));
  });
  const ws = new WS(wsUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map();
  const listeners = new Set();
  ws.addEventListener('message', (ev) => {
    const m = JSON.parse(String(ev.data));
    if (m.id !== undefined) {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (!w) return;
      if (m.error) w.reject(new Error(`${w.method}: ${m.error.message}`));
      else w.resolve(m.result);
    } else for (const l of listeners) l(m);
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params, sessionId }));
    });

  async function newPage() {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const cmd = (method, params) => send(method, params, sessionId);
    await cmd('Page.enable');
    return {
      send: cmd,
      /** Events of this page: fn(method, params). */
      on(fn) {
        const l = (m) => m.sessionId === sessionId && fn(m.method, m.params);
        listeners.add(l);
        return () => listeners.delete(l);
      },
      /** The value of an expression in the page (a promise is awaited). */
      async evaluate(expression) {
        const r = await cmd('Runtime.evaluate', {
          expression,
          returnByValue: true,
          awaitPromise: true,
        });
        if (r.exceptionDetails)
          throw new Error(
            `evaluate: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`,
          );
        return r.result.value;
      },
      /** Polls an expression until it is truthy (every `everyMs`), or throws after `timeoutMs`. */
      async waitFor(expression, { timeoutMs = 20_000, everyMs = 50 } = {}) {
        const t0 = Date.now();
        for (;;) {
          if (await this.evaluate(expression).catch(() => false)) return;
          if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${expression}`);
          await new Promise((r) => setTimeout(r, everyMs));
        }
      },
      /** A key pressed and released, as a keyboard sends it (a letter types its text). */
      async press(key) {
        const letter = /^[a-z]$/i.test(key);
        const base = {
          key,
          code: letter ? `Key${key.toUpperCase()}` : key,
          windowsVirtualKeyCode: letter ? key.toUpperCase().charCodeAt(0) : 0,
        };
        await cmd('Input.dispatchKeyEvent', {
          type: 'keyDown',
          ...base,
          ...(letter ? { text: key, unmodifiedText: key } : {}),
        });
        await cmd('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
      },
      close: () => send('Target.closeTarget', { targetId }).catch(() => {}),
    };
  }

  return {
    newPage,
    close: async () => {
      try {
        await send('Browser.close');
      } catch {
        /* gone already */
      }
      ws.close();
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
  };
}
