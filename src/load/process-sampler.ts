/**
 * The server's resident memory and CPU over a load run, where its processes
 * are local (stdio): read from /proc/<pid>/stat (utime + stime, in clock ticks)
 * and /proc/<pid>/status (VmRSS) once a second, summed over the server's
 * processes. Where /proc is missing (macOS, Windows) or the server is remote,
 * there are no samples, and the report says so. Reading never throws: a
 * process that exited mid-read simply counts nothing.
 * @see https://man7.org/linux/man-pages/man5/proc_pid_stat.5.html
 */
import { readFile } from "node:fs/promises";
import type { ProcessSample } from "../result/load-report.js";
import { round } from "../util/round.js";

/** Clock ticks per second of /proc/<pid>/stat times: USER_HZ, 100 on every Linux the runners use. */
const TICKS_PER_SECOND = 100;

async function cpuTicks(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (stat === undefined) return undefined;
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : undefined;
}

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

export interface ProcessSampler {
  /** Stops sampling; the samples so far. */
  stop(): ProcessSample[];
}

/**
 * Samples `pids()` every `intervalMs` until stopped. `now` is ms since the
 * measured stretch began (the samples' `at` is in seconds of it).
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
  const take = async () => {
    if (busy) return;
    busy = true;
    try {
      const list = pids();
      const ticks = await Promise.all(list.map(cpuTicks));
      const rss = await Promise.all(list.map(rssKb));
      const total = ticks.reduce<number>((sum, t) => sum + (t ?? 0), 0);
      const at = now();
      if (last && at > last.at && ticks.some((t) => t !== undefined)) {
        const cpuPercent = ((total - last.ticks) / TICKS_PER_SECOND / ((at - last.at) / 1000)) * 100;
        samples.push({
          at: round(Math.max(0, at) / 1000, 3),
          rssMb: round(rss.reduce((a, b) => a + b, 0) / 1024, 1),
          cpuPercent: round(Math.max(0, cpuPercent), 1),
        });
      }
      last = { at, ticks: total };
    } finally {
      busy = false;
    }
  };
  void take();
  const timer = setInterval(() => void take(), intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}
