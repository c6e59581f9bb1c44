/**
 * Browser-test setup: an SMTP catcher and the real production server (built by `npm test`
 * before this runs) on free ports, with a temporary data folder.
 */
import type { TestProject } from 'vitest/node';
import { startMailCatcher, startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;
let stopMail: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  stopMail = mail.stop;
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
  project.provide('baseUrl', server.url);
  project.provide('mailDir', mail.dir);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
  await stopMail?.();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    dataDir: string;
  }
}
