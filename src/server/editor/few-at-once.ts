// File work over thousands of files (the config read by the editor's server, written by a publish,
// old builds removed) done a few files at a time: each call is asynchronous, and no more than
// `limit` are under way, so their completions never pile up into one long turn of the event loop
// (fs.promises.rm of a 7,000-file build held it for 20 ms).

/** Runs `work` on every item, at most `limit` at once. */
export async function fewAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
