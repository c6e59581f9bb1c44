/**
 * The server's log on a terminal: pino writes JSON lines (kept for files and pipes, where
 * they are read by tools); when stdout is a terminal they are turned into readable lines,
 * `12:04:31 INFO  Server listening at http://… url=…`, the level in colour unless NO_COLOR.
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '36'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};
/** pino's own fields, written in the line's head (or not at all). */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** One JSON line of pino as a readable line (a line that is not JSON stays as it is). */
export function readableLine(line: string, color = false): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return line;
  const time = typeof o.time === 'number' ? new Date(o.time).toTimeString().slice(0, 8) : '';
  const [name, code] = LEVELS[o.level as number] ?? [String(o.level ?? '').padEnd(5), '0'];
  const level = color ? `\u001b[${code}m${name}\u001b[0m` : name;
  const parts = [time, level, typeof o.msg === 'string' ? o.msg : ''].filter(Boolean);
  let stack = '';
  for (const [k, v] of Object.entries(o)) {
    if (OWN.has(k) || v === undefined) continue;
    const err = v as { type?: string; message?: string; stack?: string } | null;
    const req = v as { method?: string; url?: string } | null;
    if (k === 'req' && req && typeof req === 'object' && req.method) parts.push(`${req.method} ${req.url}`);
    else if (k === 'res' && v && typeof v === 'object' && 'statusCode' in v)
      parts.push(`status=${String(v.statusCode)}`);
    else if (k === 'responseTime' && typeof v === 'number') parts.push(`ms=${v.toFixed(1)}`);
    else if (k === 'err' && err && typeof err === 'object') {
      parts.push(`err=${value(err.message ?? err.type ?? '')}`);
      if (err.stack) stack = `\n${err.stack.replace(/^/gm, '    ')}`;
    } else parts.push(`${k}=${value(v)}`);
  }
  return parts.join(' ') + stack;
}

/** A stream for pino that writes readable lines to `out`. */
export function readableStream(out: NodeJS.WritableStream, color: boolean): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${readableLine(line, color)}\n`);
      done();
    },
  });
}

/**
 * Where the server's log goes: readable lines when stdout is a terminal, else pino's JSON
 * lines on stdout (undefined: pino's default).
 */
export function logDestination(out: NodeJS.WriteStream = process.stdout): Writable | undefined {
  if (!out.isTTY) return undefined;
  return readableStream(out, !process.env.NO_COLOR && out.hasColors?.() !== false);
}
