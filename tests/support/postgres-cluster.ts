// A throwaway PostgreSQL cluster for tests and benchmarks: Debian's postgresql binaries, a fresh
// data directory under the system temp dir, a free loopback port, no system service involved.
// initdb refuses to run as root, so as root the cluster belongs to the unprivileged `postgres`
// user (created by the Debian package) and every command runs through runuser.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  /** postgres://… of a database on the cluster (default: the `postgres` database). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once and deletes its directory. */
  stop(): void;
}

export interface ClusterOptions {
  /**
   * false turns fsync off: fine for tests, which never cut the power. Benchmarks keep the
   * default (on), so a commit is on disk as in production.
   */
  durable?: boolean;
}

const OS_USER = 'postgres';

/** The bin directory of the newest PostgreSQL on the machine (PG_BIN overrides), or undefined. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/**
 * In CI (CI set) the PostgreSQL tests must run: a missing PostgreSQL fails them. Elsewhere (a
 * laptop without Debian's postgresql package) they are skipped with the reason printed.
 */
export function postgresRequired(): boolean {
  return Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
}

/** Why no cluster can be started here, or undefined when one can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBin())
    return 'no PostgreSQL binaries (initdb) under /usr/lib/postgresql/*/bin or $PG_BIN: apt-get install postgresql';
  if (isRoot() && spawnSync('id', ['-u', OS_USER]).status !== 0)
    return `running as root and there is no "${OS_USER}" user to own the cluster (initdb refuses root)`;
  return undefined;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a PostgreSQL tool as the cluster's owner. */
function runTool(bin: string, tool: string, args: string[]): string {
  const command = isRoot()
    ? (['runuser', ['-u', OS_USER, '--', join(bin, tool), ...args]] as const)
    : ([join(bin, tool), args] as const);
  return execFileSync(command[0], command[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A loopback port free at the time of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`cannot start PostgreSQL: ${reason}`);
  const bin = findPostgresBin()!;
  const dir = mkdtempSync(join(tmpdir(), 'cortracker-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // The socket goes to the cluster's own directory, not the system's /var/run/postgresql.
    `-k ${dir}`,
    ...(options.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  try {
    runTool(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    runTool(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as { stderr?: string }).stderr ?? String(error)}\n${log}`, {
      cause: error,
    });
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  // A test process that dies on an uncaught error never reaches its stop(): still take the cluster along.
  const stopOnExit = () => cluster.stop();
  process.once('exit', stopOnExit);
  const cluster: PostgresCluster = {
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopOnExit);
      try {
        runTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return cluster;
}
