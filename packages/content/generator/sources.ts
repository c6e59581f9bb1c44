/**
 * Locating the three Romanian sources (see packages/content/README.md):
 * - dictionary-ro (npm devDependency): Hunspell ro_RO, index.aff + index.dic;
 * - sources/frequency-ro/ro_50k.txt (committed): 50,000 forms by frequency (OpenSubtitles 2018);
 * - th_ro_RO_v2 from Debian's mythes-ro, and `unmunch` from Debian's hunspell-tools
 *   (installed with apt-get when missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/content */
export const CONTENT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = join(CONTENT_ROOT, '.cache');
export const DATA_DIR = join(CONTENT_ROOT, 'data');

/** The installed folder of an npm package (its exports may hide package.json). */
function packageDir(name: string): string {
  for (let dir = CONTENT_ROOT; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(`npm package ${name} not found: run npm install`);
}

export function dictionaryFiles(): { aff: string; dic: string; version: string } {
  const dir = packageDir('dictionary-ro');
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
  return { aff: join(dir, 'index.aff'), dic: join(dir, 'index.dic'), version };
}

/**
 * The frequency list: sources/frequency-ro/ro_50k.txt, the 50,000 most frequent forms of
 * the OpenSubtitles 2018 corpus (Hermit Dave, FrequencyWords, CC BY-SA 4.0), one
 * `form count` per line, most frequent first.
 */
export function frequencyFile(): { path: string; version: string } {
  return {
    path: join(CONTENT_ROOT, 'sources', 'frequency-ro', 'ro_50k.txt'),
    version: 'FrequencyWords 525f9b5 ro_50k',
  };
}

const THESAURUS_CANDIDATES = ['/usr/share/mythes/th_ro_RO_v2.dat', '/usr/share/mythes/th_ro_RO.dat'];

function aptInstall(pkg: string): void {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...prefix, ...args];
    execFileSync(cmd!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.log(`[content] installing the Debian package ${pkg} …`);
  try {
    run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  } catch {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  }
}

/** The Romanian thesaurus file; installs Debian's mythes-ro if it is missing. */
export function thesaurusFile(): string {
  const override = process.env.RO_THESAURUS;
  if (override && existsSync(override)) return override;
  const found = () => THESAURUS_CANDIDATES.find((p) => existsSync(p));
  let path = found();
  if (!path) {
    aptInstall('mythes-ro');
    path = found();
  }
  if (!path) throw new Error('th_ro_RO_v2.dat not found, even after installing mythes-ro');
  return path;
}

function which(cmd: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, cmd))) return join(dir, cmd);
  }
  return null;
}

/** The `unmunch` binary (Debian hunspell-tools), installed if missing. */
export function unmunchBinary(): string {
  let bin = which('unmunch');
  if (!bin) {
    aptInstall('hunspell-tools');
    bin = which('unmunch');
  }
  if (!bin) throw new Error('unmunch not found, even after installing hunspell-tools');
  return bin;
}
