// Server memory: the resident set size (RSS, from /proc) of the built server after a first
// start (migrations + content load), after a restart, and after the API load benchmark's
// endpoints (day's set, signed-in saves), on PGlite and on PostgreSQL. Goal on PGlite: ≤ 350 MB
// after start and after the load, so that the embedded server fits a 1 GB machine.
import { measureDayAndSave } from './api-load.mjs';
import { onBothBackends, rssMb, startServer } from './lib.mjs';

const settle = () => new Promise((r) => setTimeout(r, 2_000));

async function measure(label, env) {
  const first = await startServer(env);
  await settle();
  const afterFirstStart = rssMb(first.pid);
  const peakFirstStart = rssMb(first.pid, 'VmHWM');
  await first.stop();
  const slove = await startServer(env);
  let r;
  try {
    await settle();
    const afterRestart = rssMb(slove.pid);
    await measureDayAndSave(slove.url, env.DATA_DIR);
    await settle();
    r = {
      label,
      afterFirstStartMb: afterFirstStart,
      peakFirstStartMb: peakFirstStart,
      afterRestartMb: afterRestart,
      afterLoadMb: rssMb(slove.pid),
      peakLoadMb: rssMb(slove.pid, 'VmHWM'),
    };
  } finally {
    await slove.stop();
  }
  console.log(
    `${label}: RSS ${r.afterFirstStartMb} MB after a first start (peak ${r.peakFirstStartMb}), ` +
      `${r.afterRestartMb} MB after a restart, ${r.afterLoadMb} MB after the API load (peak ${r.peakLoadMb}; goal on PGlite ≤ 350 MB)`,
  );
  return r;
}

export const benchMemory = () => onBothBackends(measure);

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
