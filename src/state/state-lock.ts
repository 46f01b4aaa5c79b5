/**
 * One writer at a time in a state folder. Every update of the folder is a
 * read-modify-write of whole JSON files, so two runs (or a run and the proxy
 * daemon) updating at once would each write their own view and one entry
 * would be lost. The lock is a file created exclusively (`wx`) holding its
 * owner's pid; it is held only for the read and the write (milliseconds),
 * waited for with a bound, and taken over when its owner is dead or it is
 * older than any update can take.
 *
 * Why a lock and not SQLite: the folder stays plain JSON files, which the
 * action caches, older mcpvals versions read and users inspect, with no
 * migration; and one `withStateLock` around each update is all another
 * writer (issue 19's proxy daemon) has to use.
 */
import { hostname } from "node:os";
import { link, lstat, mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readStateEntry } from "./read-state-entry.js";

export const STATE_LOCK_FILE = "state.lock";

/** Options of {@link withStateLock}. */
export interface StateLockOptions {
  /** Longest wait for another writer. @default 15000 */
  waitMs?: number;
  /** A lock older than this is a leftover of a killed writer. @default 60000 */
  staleMs?: number;
  signal?: AbortSignal;
}

/** The folder stayed locked by another writer for `waitMs`. */
export class StateLockTimeoutError extends Error {
  constructor(
    readonly file: string,
    readonly waitedMs: number,
    readonly owner: string,
  ) {
    super(`state folder lock ${file} is still held by ${owner} after ${waitedMs} ms`);
  }
}

/** Runs `update` while holding the folder's lock; the lock is released however `update` ends. */
export async function withStateLock<T>(
  dir: string,
  update: () => Promise<T>,
  { waitMs = 15_000, staleMs = 60_000, signal }: StateLockOptions = {},
): Promise<T> {
  const file = path.join(dir, STATE_LOCK_FILE);
  await mkdir(dir, { recursive: true });
  const owner = JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() });
  const started = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    if (await tryCreate(file, owner)) break;
    // A link, FIFO or directory at the lock's path is no writer's lock (a tampered cache): moved aside, never read through.
    const held = await readLock(file);
    if (held === null || (held !== "" && (await isAbandoned(file, held, staleMs)))) {
      await takeOver(file, held);
      continue;
    }
    const waited = performance.now() - started;
    if (waited >= waitMs) throw new StateLockTimeoutError(file, Math.round(waited), describeOwner(held));
    // Short, jittered waits: holders keep the lock for milliseconds.
    await sleep(Math.min(10 + attempt * 5, 100) * (0.5 + Math.random()), undefined, { signal });
  }
  try {
    return await update();
  } finally {
    await rm(file, { force: true });
  }
}

async function tryCreate(file: string, owner: string): Promise<boolean> {
  try {
    const handle = await open(file, "wx");
    try {
      await handle.writeFile(owner, "utf8");
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

async function isAbandoned(file: string, held: string, staleMs: number): Promise<boolean> {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(held) as typeof owner;
  } catch {
    // Written but not yet filled in, or garbage: only its age can tell.
    owner = {};
  }
  if (typeof owner.pid === "number" && owner.host === hostname() && !isAlive(owner.pid)) return true;
  const info = await lstat(file).catch(() => undefined);
  return info !== undefined && Date.now() - info.mtimeMs > staleMs;
}

/** The lock's text (at most 4 KiB: a lock is one line of JSON); null when it is not a regular file. */
async function readLock(file: string): Promise<string | null> {
  const entry = await readStateEntry(file, { maxBytes: 4096 }).catch(() => ({ kind: "missing" }) as const);
  if (entry.kind === "not-a-file") return null;
  return entry.kind === "file" ? entry.text : "";
}

/**
 * Who holds the lock, for a message: only the fields a lock has, printable
 * and short. The file may hold anything; a warning quotes none of it.
 */
function describeOwner(held: string): string {
  let owner: { pid?: unknown; host?: unknown; at?: unknown } = {};
  try {
    owner = JSON.parse(held) as typeof owner;
  } catch {
    // Being written, or not a lock.
  }
  if (typeof owner?.pid !== "number") return "another writer";
  const text = (value: unknown) => (typeof value === "string" ? value.replace(/[^\w.:+-]/g, "?").slice(0, 64) : "?");
  return JSON.stringify({ pid: owner.pid, host: text(owner.host), at: text(owner.at) });
}

/**
 * Moves an abandoned lock (or whatever else is at its path: `abandoned` null)
 * aside. Renaming is atomic, so of two writers that both found it abandoned
 * only one moves it; if what was moved is not the abandoned lock (a third
 * writer took the folder in between), it goes back.
 */
async function takeOver(file: string, abandoned: string | null): Promise<void> {
  const aside = `${file}.${process.pid}.${Date.now()}.stale`;
  try {
    await rename(file, aside);
  } catch {
    return;
  }
  const moved = await readLock(aside);
  // link, not rename: it fails instead of replacing a lock someone created meanwhile.
  if (moved !== null && moved !== abandoned) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true, recursive: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
