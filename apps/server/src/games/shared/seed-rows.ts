/**
 * The content seeds (games/<game>/seed.ts) send their rows as JSON parameters that PostgreSQL
 * unpacks (jsonb_to_recordset). A whole table in one parameter (the classic sets' bonus words
 * alone are tens of MB of JSON) made the embedded database grow its WebAssembly memory, which
 * never shrinks, by hundreds of MB on a first start: the rows go in batches of about 1 MB.
 */
export const SEED_BATCH_CHARS = 1_000_000;

/** Send the rows as JSON arrays of at most about maxChars characters each, in order. */
export async function inJsonBatches<T>(
  rows: Iterable<T>,
  send: (json: string) => Promise<unknown>,
  maxChars = SEED_BATCH_CHARS,
): Promise<void> {
  let parts: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!parts.length) return;
    const json = `[${parts.join(',')}]`;
    parts = [];
    size = 0;
    await send(json);
  };
  for (const row of rows) {
    const one = JSON.stringify(row);
    parts.push(one);
    size += one.length + 1;
    if (size >= maxChars) await flush();
  }
  await flush();
}
