// The backup file: a gzip-compressed tar archive (readable with `tar -tzf`), its first entry a
// manifest naming every other entry with its size and SHA-256, so that a restore can tell a
// backup from any other file and a whole one from a damaged or truncated one.
//
//   cortracker-backup.json   the manifest (format, version, engine, schema, row counts, files)
//   cortracker.sqlite        the database snapshot (SQLite), or
//   cortracker.pgdump        pg_dump's custom-format dump (PostgreSQL)
//   ip-hash-salt             the generated IP-hash salt, when DATA_DIR has one
//   mail/<key>.eml           the mail files of DATA_DIR/mail, with --with-mail
import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { OperatorError } from './files.ts';

export const MANIFEST = 'cortracker-backup.json';
export const FORMAT = 'cortracker-backup';
/** Raised when the archive's layout changes; a restore refuses a version newer than it knows. */
export const FORMAT_VERSION = 1;
export const SQLITE_ENTRY = 'cortracker.sqlite';
export const PGDUMP_ENTRY = 'cortracker.pgdump';
export const SALT_ENTRY = 'ip-hash-salt';
export const MAIL_FOLDER = 'mail';
const MAIL_ENTRY = /^mail\/[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/;

export interface ArchivedFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  /** The migrations applied to the database when it was copied, oldest first. */
  migrations: string[];
  /** Rows per table at the moment of the copy. */
  tables: Record<string, number>;
  files: ArchivedFile[];
}

/** Whether an archive may hold an entry of this name (anything else means it is no backup of ours). */
export function isBackupEntry(path: string): boolean {
  return [MANIFEST, SQLITE_ENTRY, PGDUMP_ENTRY, SALT_ENTRY].includes(path) || MAIL_ENTRY.test(path);
}

export async function describeFile(dir: string, path: string): Promise<ArchivedFile> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(join(dir, path))) hash.update(chunk as Buffer);
  return { path, bytes: statSync(join(dir, path)).size, sha256: hash.digest('hex') };
}

/** The modes of everything inside the archive: `tar -x` by hand must not make a copy others can read. */
export const ENTRY_FILE_MODE = 0o600;
export const ENTRY_DIR_MODE = 0o700;

/**
 * Writes the archive of `dir` (the manifest, the mail folder when `withMailFolder`, and the files
 * the manifest names) to `file`. Every entry is made private first (0600, the folder 0700): tar
 * keeps a file's mode, and extracting by hand gives each file the mode it had here, whatever
 * the work folder's own privacy.
 */
export async function writeArchive(
  file: string,
  dir: string,
  manifest: Manifest,
  withMailFolder = false,
): Promise<void> {
  const files = [MANIFEST, ...manifest.files.map((entry) => entry.path)];
  for (const path of files) chmodSync(join(dir, path), ENTRY_FILE_MODE);
  // The folder's own entry comes before its files, so tar -x makes it 0700 rather than with its umask.
  const folder = withMailFolder ? [MAIL_FOLDER] : [];
  for (const path of folder) chmodSync(join(dir, path), ENTRY_DIR_MODE);
  await tar.c({ gzip: true, file, cwd: dir, portable: true, noDirRecurse: true }, [
    MANIFEST,
    ...folder,
    ...manifest.files.map((entry) => entry.path),
  ]);
}

/** Why a file cannot be read as an archive, in the words of the restore. */
function unreadable(file: string, error: unknown): OperatorError {
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR' || code === 'TAR_ABORT' || /unexpected end|truncated/i.test(String(error)))
    return new OperatorError(
      `${file} is incomplete: it ends before the backup does (a copy cut short, or a disk that filled up). Use a complete copy of the backup; nothing was restored.`,
    );
  if (code === 'TAR_BAD_ARCHIVE' || code === 'Z_DATA_ERROR' || code === 'TAR_ENTRY_INVALID')
    return new OperatorError(
      `${file} is not a backup made by npm run backup (it is not a gzip-compressed tar archive${bareDatabase(file) ? '; it looks like a bare SQLite database file' : ''}). Make one with npm run backup -- --out FILE; nothing was restored.`,
    );
  return error instanceof Error ? error : new OperatorError(String(error));
}

function bareDatabase(file: string): boolean {
  try {
    return readFileSync(file).subarray(0, 16).toString('latin1') === 'SQLite format 3\0';
  } catch {
    return false;
  }
}

/** The manifest of `dir`, checked: an OperatorError when it is missing or not ours. */
export function readManifest(dir: string, file: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    throw new OperatorError(
      `${file} is not a backup made by npm run backup (it has no readable ${MANIFEST}); nothing was restored.`,
    );
  }
  if (manifest.format !== FORMAT || typeof manifest.version !== 'number' || !Array.isArray(manifest.files))
    throw new OperatorError(
      `${file} is not a backup made by npm run backup (its ${MANIFEST} is not ours); nothing was restored.`,
    );
  if (manifest.version > FORMAT_VERSION)
    throw new OperatorError(
      `${file} was made by a newer release (backup format ${manifest.version}; this one reads up to ${FORMAT_VERSION}). Restore it with that release or a newer one; nothing was restored.`,
    );
  return manifest as Manifest;
}

/**
 * Extracts the archive into `dir` (only the entries a backup has, plain files, no links) and
 * checks every file against the manifest: each one named is there with its size and checksum,
 * and nothing else is.
 */
export async function extractArchive(file: string, dir: string): Promise<Manifest> {
  const strangers: string[] = [];
  try {
    await tar.x({
      file,
      cwd: dir,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const ours = (type === 'File' && isBackupEntry(path)) || (type === 'Directory' && path === `${MAIL_FOLDER}/`);
        if (!ours) strangers.push(path);
        return ours;
      },
    });
  } catch (error) {
    throw unreadable(file, error);
  }
  const manifest = readManifest(dir, file);
  if (strangers.length > 0)
    throw new OperatorError(
      `${file} is not a backup made by npm run backup (it holds ${strangers[0]}, which no backup has); nothing was restored.`,
    );
  await checkFiles(dir, file, manifest);
  return manifest;
}

async function checkFiles(dir: string, file: string, manifest: Manifest): Promise<void> {
  for (const expected of manifest.files) {
    if (!isBackupEntry(expected.path))
      throw new OperatorError(
        `${file} is not a backup made by npm run backup (its manifest names ${expected.path}); nothing was restored.`,
      );
    let actual: ArchivedFile;
    try {
      actual = await describeFile(dir, expected.path);
    } catch {
      throw new OperatorError(
        `${file} is incomplete: ${expected.path} is missing from it. Use a complete copy of the backup; nothing was restored.`,
      );
    }
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new OperatorError(
        `${file} is damaged: ${expected.path} does not match the checksum the backup recorded. Use an intact copy of the backup; nothing was restored.`,
      );
  }
}

/**
 * Reads a freshly written archive back and checks it against its manifest, without extracting:
 * the check of a backup right after it was written.
 */
export async function verifyArchive(file: string, manifest: Manifest): Promise<void> {
  const seen = new Map<string, ArchivedFile>();
  await tar.t({
    file,
    strict: true,
    onReadEntry: (entry) => {
      const hash = createHash('sha256');
      let bytes = 0;
      entry.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      entry.on('end', () => seen.set(entry.path, { path: entry.path, bytes, sha256: hash.digest('hex') }));
    },
  });
  for (const expected of manifest.files) {
    const actual = seen.get(expected.path);
    if (!actual || actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new Error(`the backup written does not read back whole (${expected.path}); it was not kept`);
  }
}
