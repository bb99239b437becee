// A PostgreSQL cluster that has been running reuses its WAL segment files: a checkpoint renames the
// ones it no longer needs as the segments to come. The bench's cluster is made a moment before the
// load and has none, so every 16 MB of WAL it creates a new segment and fills it with zeros while
// the commits wait for it. On this machine that held every post for about 50 ms, once a second,
// from about the tenth second of the load on (docs/performance.md, "A new cluster's WAL"): a cost
// of the cluster's first minute, not of the server. Before the load, the bench gives the cluster
// the segments a running one would have.
import pg from 'pg';

/** Segments prepared per second of load: 32 MB/s, above the 15-24 MB/s the load wrote here (16 MB a segment). */
const SEGMENTS_PER_SECOND = 2;

/**
 * A checkpoint recycles segments no further than max_wal_size ahead (1 GB by default, 64
 * segments); in a longer load the cluster's own checkpoints recycle as they go, as in a running one.
 */
const MOST_SEGMENTS = 64;

/** The number of segments to prepare for a load of `seconds`. */
export function walSegmentsFor(seconds: number): number {
  return Math.min(MOST_SEGMENTS, Math.ceil(seconds * SEGMENTS_PER_SECOND));
}

/**
 * Fills `segments` WAL segments and checkpoints, so the checkpoint recycles them as the segments to
 * come. Each switch needs some WAL since the last one; a logical message is the least there is.
 */
export async function recycleWalSegments(databaseUrl: string, segments: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < segments; i += 1) {
      await client.query("SELECT pg_logical_emit_message(false, 'bench', '')");
      await client.query('SELECT pg_switch_wal()');
    }
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}
