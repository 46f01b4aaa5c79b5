/**
 * `run --watch`: one run, then another whenever the config file, its cassettes or the files of a stdio
 * server it starts change. Each run starts its servers afresh, so what runs is the changed server. What the
 * run itself writes (the state folder, its reports) and node_modules/.git are never watched, or a run would
 * wake the next. Changes that arrive during a run start the next one as soon as it ends. Ctrl-C ends the
 * watch with the last run's exit code.
 */
import { existsSync, statSync, watch, type FSWatcher } from "node:fs";
import { relative, resolve, sep } from "node:path";
import type { CliIo } from "../cli-io.js";

export interface WatchRunOptions {
  /** One run (its reporters made afresh: a reporter serves one run). */
  run: (round: number) => Promise<number>;
  /**
   * Files and folders to watch (folders recursively) and those the run writes (a change under one never wakes
   * the watch), read again before each run: the config may have changed.
   */
  paths: () => Promise<{ watch: readonly string[]; ignore: readonly string[] }>;
  io: CliIo;
  /** Quiet time after a change before the next run (an editor's save is several events). @default 150 */
  settleMs?: number;
}

const NEVER = [`${sep}node_modules${sep}`, `${sep}.git${sep}`];

export async function watchRun({ run, paths, io, settleMs = 150 }: WatchRunOptions): Promise<number> {
  let code = 0;
  for (let round = 1; !io.signal.aborted; round++) {
    const { watch: watched, ignore } = await paths();
    const changes = openWatchers(
      watched,
      ignore.map((p) => resolve(p)),
    );
    try {
      code = await run(round);
      if (io.signal.aborted) break;
      io.stderr.write(`\nwatching ${changes.count} paths for changes (Ctrl-C to stop)\n`);
      const changed = await changes.next(io.signal, settleMs);
      if (changed === null) break;
      io.stderr.write(`\n── ${relative(io.cwd, changed) || changed} changed: run ${round + 1} ──\n\n`);
    } finally {
      changes.close();
    }
  }
  return code;
}

interface Changes {
  count: number;
  /** The first changed path once changes settle, or null when `signal` aborts first. */
  next(signal: AbortSignal, settleMs: number): Promise<string | null>;
  close(): void;
}

function openWatchers(paths: readonly string[], ignore: readonly string[]): Changes {
  let first: string | null = null;
  let wake: (() => void) | undefined;
  const ignored = (file: string): boolean =>
    NEVER.some((part) => `${file}${sep}`.includes(part)) || ignore.some((p) => file === p || file.startsWith(`${p}${sep}`));
  const watchers: FSWatcher[] = [];
  for (const path of new Set(paths.map((p) => resolve(p)))) {
    if (!existsSync(path)) continue;
    const folder = statSync(path).isDirectory();
    // A folder is watched recursively (Linux since Node 20); a file by itself. A watcher error ends that watcher only.
    const watcher = watch(path, { recursive: folder, persistent: true }, (_event, name) => {
      const file = folder && name ? resolve(path, name.toString()) : path;
      if (ignored(file)) return;
      first ??= file;
      wake?.();
    });
    watcher.on("error", () => watcher.close());
    watchers.push(watcher);
  }
  return {
    count: watchers.length,
    async next(signal, settleMs) {
      if (first === null) {
        const stop = new AbortController();
        await new Promise<void>((done) => {
          wake = done;
          signal.addEventListener("abort", () => done(), { once: true, signal: stop.signal });
        }).finally(() => stop.abort());
      }
      if (signal.aborted) return null;
      // Let the burst of events of one save settle before the run reads the files.
      await new Promise((done) => setTimeout(done, settleMs));
      return first;
    },
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
