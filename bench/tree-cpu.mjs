/**
 * Runs one command as a whole process tree and measures it: wall time, the CPU
 * time of every process of the tree (the command and whatever it started,
 * reaped or not), and the peak RSS of its largest process.
 *
 * CPU comes from a cgroup made for the one run (Linux; cgroup v1 `cpuacct` or
 * a writable cgroup v2 folder, e.g. as root): the kernel counts every process
 * that ever lived in it, which is robust on a machine other jobs load (wall
 * time is not). Without a writable cgroup it falls back to `/usr/bin/time`'s
 * user + system time, which counts only the children each process waited for
 * (a server killed and never reaped is missed): the result says which it used.
 */
import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";
import path from "node:path";

const V1 = "/sys/fs/cgroup/cpuacct";
const V2 = "/sys/fs/cgroup";

/** A folder for one run's cgroup and how to read its CPU, or undefined when none can be made. */
function makeCgroup(name) {
  const tries = [
    { dir: path.join(V1, name), read: (dir) => Number(readFileSync(path.join(dir, "cpuacct.usage"), "utf8")) / 1e9 },
    {
      dir: path.join(V2, name),
      read: (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(path.join(dir, "cpu.stat"), "utf8"))?.[1]) / 1e6,
    },
  ];
  for (const t of tries) {
    try {
      if (!existsSync(path.dirname(t.dir))) continue;
      mkdirSync(t.dir);
      accessSync(path.join(t.dir, "cgroup.procs"), constants.W_OK);
      t.read(t.dir);
      return t;
    } catch {
      try {
        rmdirSync(t.dir);
      } catch {}
    }
  }
  return undefined;
}

/** Waits (up to 3 s) until the last process of the cgroup is gone, so its CPU is all counted; then removes it. */
async function drain(cg) {
  for (let i = 0; i < 300 && readFileSync(path.join(cg.dir, "cgroup.procs"), "utf8").trim(); i++)
    await new Promise((r) => setTimeout(r, 10));
  const cpu = cg.read(cg.dir);
  try {
    rmdirSync(cg.dir);
  } catch {}
  return cpu;
}

let serial = 0;

/**
 * Runs `command args` in `cwd` with `env`; resolves to
 * { wall (ms), cpu (s), cpuSource ("cgroup" | "time"), rssMb, code, out, err }.
 */
export function measureTree(command, args, { cwd, env }) {
  const cg = makeCgroup(`mcpvals-bench-${process.pid}-${serial++}`);
  // sh joins the cgroup, then becomes /usr/bin/time, which runs the command: all of them are counted.
  const script = cg ? `echo $$ > '${cg.dir}/cgroup.procs' && exec "$@"` : 'exec "$@"';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/bin/sh", ["-c", script, "sh", "/usr/bin/time", "-f", "%M %U %S", command, ...args], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", async (code) => {
      const wall = performance.now() - started;
      const [kib, user, sys] = err.trim().split("\n").at(-1).split(" ").map(Number);
      const cpu = cg ? await drain(cg) : user + sys;
      resolve({ wall, cpu, cpuSource: cg ? "cgroup" : "time", rssMb: kib / 1024, code, out, err });
    });
  });
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
