/**
 * The boundaries eslint.config.js claims, proven: ESLint run as `npm run lint` runs it, on
 * snippets placed where the rule applies. Each refusal has a twin that passes, so that a rule
 * which refused everything (or a path that no longer exists) would fail here too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules a snippet breaks when it stands at `file` (relative to the repository). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const uses = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('lint boundaries', () => {
  const fixture = path.join(root, 'lint', `fixture-${randomBytes(4).toString('hex')}`);
  beforeAll(() => {
    fs.mkdirSync(fixture);
    fs.writeFileSync(path.join(fixture, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(fixture, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    fs.writeFileSync(path.join(fixture, 'c.ts'), "import { d } from './d.ts';\nexport const c = () => d;\n");
    fs.writeFileSync(path.join(fixture, 'd.ts'), 'export const d = 1;\n');
  });
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('refuses a cycle between TypeScript modules', async () => {
    const [cycle, line] = await eslint.lintFiles([path.join(fixture, 'a.ts'), path.join(fixture, 'c.ts')]);
    expect(cycle!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    expect(line!.messages).toEqual([]);
  });

  it('refuses a server game importing another game', async () => {
    const game = 'apps/server/src/games/classic/lint-probe.ts';
    expect(await broken(game, uses('wordleRoutes', '../wordle/routes.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(game, uses('synonymsGame', '../synonyms/index.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(game, uses('GAME_MODULES', '../registry.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(game, uses('lockPlayer', '../shared/synonym-daily.ts'))).toEqual([]);
    expect(await broken(game, uses('playableSet', './progress.ts'))).toEqual([]);
    expect(await broken(game, uses('rateLimit', '../../lib/rate-limit.ts'))).toEqual([]);
  });

  it("refuses a server game importing the app's route plumbing, and shared code importing a game", async () => {
    const game = 'apps/server/src/games/quiz/lint-probe.ts';
    expect(await broken(game, uses('accountRoutes', '../../routes/account.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(game, uses('reminderRoutes', '../../reminders/routes.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(game, uses('buildApp', '../../app.ts'))).toEqual(['import-x/no-restricted-paths']);
    const shared = 'apps/server/src/games/shared/lint-probe.ts';
    expect(await broken(shared, uses('quizContent', '../quiz/service.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets the rest of the server reach a game only through the registry', async () => {
    const route = 'apps/server/src/routes/lint-probe.ts';
    expect(await broken(route, uses('saveProgress', '../games/classic/progress.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(route, uses('gameModule', '../games/registry.ts'))).toEqual([]);
  });

  it('refuses a web game importing another game, the quiz included', async () => {
    expect(
      await broken('apps/web/src/games/wordle/lint-probe.ts', uses('T', '@/games/crosswords/texts')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken('apps/web/src/games/quiz/lint-probe.ts', uses('T', '../crosswords/texts.ts')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await broken('apps/web/src/games/crosswords/lint-probe.ts', uses('T', './texts.ts'))).toEqual([]);
  });

  it('refuses packages/core importing an app or the content', async () => {
    const core = 'packages/core/src/lint-probe.ts';
    expect(await broken(core, uses('loadConfig', '../../../apps/server/src/config.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(core, uses('loadQuiz', '@slove/content/load'))).toContain('no-restricted-imports');
    expect(await broken(core, uses('cn', '../../../apps/web/src/lib/utils.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await broken(core, uses('dayKey', './day.ts'))).toEqual([]);
  });
});
