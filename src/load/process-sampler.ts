/**
 * A server's resident memory and CPU over a load run, where its processes are
 * local (stdio): read from /proc/<pid>/stat (utime + stime, in clock ticks)
 * and /proc/<pid>/status (VmRSS) once a second, summed over each server
 * process and its descendants (found through /proc/<pid>/task/<tid>/children):
 * `npx pkg` forks the real server, and under a sandbox the process started is
 * bubblewrap, whose child (in its PID namespace) is the server. bwrap's own
 * processes are left out: they only wait. Where /proc is missing (macOS,
 * Windows) or the server is remote, there are no samples, and the report says
 * so. Reading never throws: a process that exited mid-read counts nothing.
 * @see https://man7.org/linux/man-pages/man5/proc_pid_stat.5.html
 * @see https://man7.org/linux/man-pages/man5/proc_pid_task_children.5.html
 */
import { readdir, readFile } from "node:fs/promises";
import type { ProcessSample } from "../result/load-report.js";
import { round } from "../util/round.js";

/** Clock ticks per second of /proc/<pid>/stat times: USER_HZ, 100 on every Linux the runners use. */
const TICKS_PER_SECOND = 100;
/** Most processes one server's tree is sampled over: a server that forks without end does not make each sample read thousands of files. */
export const MAX_SAMPLED_PROCESSES = 256;
/** The sandbox launcher (transport/sandbox-command.ts): in the tree, but not the server's work. */
const LAUNCHERS = new Set(["bwrap"]);

interface ProcStat {
  name: string;
  ticks: number;
}

async function procStat(pid: number): Promise<ProcStat | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (stat === undefined) return undefined;
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
  return { name: stat.slice(stat.indexOf("(") + 1, close), ticks: utime + stime };
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** The children of every thread of `pid` (a child belongs to the thread that forked it). */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, "utf8").catch(() => "")));
  return lists.flatMap((list) => list.split(" ").flatMap((word) => (/^\d+$/.test(word) ? [Number(word)] : [])));
}

/** `roots` and their descendants, breadth first, at most MAX_SAMPLED_PROCESSES. */
export async function processTree(roots: readonly number[]): Promise<number[]> {
  const seen = new Set<number>(roots.slice(0, MAX_SAMPLED_PROCESSES));
  let level = [...seen];
  while (level.length > 0 && seen.size < MAX_SAMPLED_PROCESSES) {
    const next: number[] = [];
    for (const children of await Promise.all(level.map(childrenOf))) {
      for (const child of children) {
        if (seen.size >= MAX_SAMPLED_PROCESSES) break;
        if (!seen.has(child)) {
          seen.add(child);
          next.push(child);
        }
      }
    }
    level = next;
  }
  return [...seen];
}

/** CPU ticks and RSS of a server's processes (its roots' trees, the launchers left out); undefined when none could be read. */
async function measure(roots: readonly number[]): Promise<{ ticks: number; rssKb: number } | undefined> {
  const tree = await processTree(roots);
  const stats = await Promise.all(tree.map(async (pid) => ({ pid, stat: await procStat(pid) })));
  const work = stats.filter(({ stat }) => stat !== undefined && !LAUNCHERS.has(stat.name));
  if (work.length === 0) return undefined;
  const rss = await Promise.all(work.map(({ pid }) => rssKb(pid)));
  return { ticks: work.reduce((sum, { stat }) => sum + stat!.ticks, 0), rssKb: rss.reduce((a, b) => a + b, 0) };
}

export interface ProcessSampler {
  /** Stops sampling; the samples so far. */
  stop(): ProcessSample[];
}

/**
 * Samples the processes of one server (`pids()`: the processes started for
 * it, each with its descendants) every `intervalMs` until stopped. `now` is
 * ms since the measured stretch began (the samples' `at` is in seconds of it).
 */
export function sampleProcesses({
  pids,
  now,
  intervalMs = 1000,
}: {
  pids: () => readonly number[];
  now: () => number;
  /** @default 1000 */
  intervalMs?: number;
}): ProcessSampler {
  const samples: ProcessSample[] = [];
  let last: { at: number; ticks: number } | undefined;
  let busy = false;
  let stopped = false;
  const take = async () => {
    if (busy) return;
    busy = true;
    try {
      const measured = await measure(pids());
      const at = now();
      if (stopped || measured === undefined) return;
      if (last && at > last.at) {
        // A process that exited since the last sample takes its ticks with it: never a negative rate.
        const cpuPercent = ((measured.ticks - last.ticks) / TICKS_PER_SECOND / ((at - last.at) / 1000)) * 100;
        samples.push({
          at: round(Math.max(0, at) / 1000, 3),
          rssMb: round(measured.rssKb / 1024, 1),
          cpuPercent: round(Math.max(0, cpuPercent), 1),
        });
      }
      last = { at, ticks: measured.ticks };
    } finally {
      busy = false;
    }
  };
  void take();
  const timer = setInterval(() => void take(), intervalMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      return samples;
    },
  };
}
