import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination, readableLine } from './log-format.ts';

/** A stand-in for stdout: a terminal or not, collecting what is written. */
function out(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, hasColors: () => false });
  let text = '';
  stream.on('data', (d: Buffer) => (text += d.toString()));
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
}

describe("the server's log", () => {
  it('is readable lines on a terminal: time, level, message, then the fields', async () => {
    const tty = out(true);
    const stream = logDestination(tty.stream)!;
    expect(stream).toBeDefined();
    const log = pino({ level: 'info' }, stream);
    log.info({ url: 'http://localhost:3000', database: 'pglite', ms: 654 }, 'Slove is listening');
    log.warn({ reason: 'două cuvinte' }, 'health: not ok');
    log.error({ err: new Error('conexiune pierdută') }, 'unhandled error');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = tty.text().split('\n');
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}Slove is listening url=http:\/\/localhost:3000 database=pglite ms=654$/,
    );
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}health: not ok reason="două cuvinte"$/);
    expect(lines[2]).toMatch(/ERROR unhandled error err="conexiune pierdută"$/);
    expect(lines[3]).toMatch(/^ {4}Error: conexiune pierdută$/);
    expect(tty.text()).not.toContain('{"level"');
  });

  it('stays JSON for files and pipes', () => {
    expect(logDestination(out(false).stream)).toBeUndefined();
  });

  it('colours the level only when asked, and leaves a line that is not JSON as it is', () => {
    const line = JSON.stringify({ level: 50, time: 0, msg: 'x' });
    expect(readableLine(line, true)).toContain('\u001b[31mERROR\u001b[0m x');
    expect(readableLine(line, false)).not.toContain('\u001b');
    expect(readableLine('not json')).toBe('not json');
    const request = {
      level: 30,
      time: 0,
      reqId: 'r1',
      res: { statusCode: 404 },
      responseTime: 14.08,
      msg: 'done',
    };
    expect(readableLine(JSON.stringify(request))).toMatch(/INFO {2}done reqId=r1 status=404 ms=14\.1$/);
    const incoming = { level: 30, time: 0, req: { method: 'GET', url: '/api/x', host: 'h' }, msg: 'in' };
    expect(readableLine(JSON.stringify(incoming))).toMatch(/INFO {2}in GET \/api\/x$/);
  });
});
