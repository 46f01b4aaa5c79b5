/**
 * jest's test environment for both tiers: Node's, plus a check that a test file
 * leaves nothing running. A jest worker runs file after file; a server, socket,
 * ref'd timer, file watcher or child process a file forgets keeps the worker
 * alive after the last file, and jest then kills it with "A worker process has
 * failed to exit gracefully", naming no file. Here the file that leaked fails,
 * naming what it left.
 *
 * An environment rather than a setup file's afterAll: a setup file's hooks run
 * before the test file's own afterAll (jest-circus runs a block's afterAll hooks
 * in the order they were added), so they would see every server a file closes
 * in its afterAll as a leak. jest-circus's `run_finish` event comes after every
 * hook of the file.
 *
 * What counts: `process.getActiveResourcesInfo()` (the handles, requests and
 * timers that keep the event loop alive; an unref'd one does not count) and
 * this worker's child processes (/proc), each compared with what it was before
 * the file. A file gets a bounded time to let its closes land (a server's close
 * event, a killed child's exit) and only what is still there after that fails
 * it. `MCPVALS_LEAK_CHECK=0` turns the check off (e.g. to look at a leak with
 * `--detectOpenHandles`).
 */
import type { Circus } from "@jest/types";
import { TestEnvironment } from "jest-environment-node";
import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** What keeps this worker alive: resource kinds with their counts, the handles' owners, and child processes by pid. */
interface Snapshot {
  resources: Map<string, number>;
  handles: Set<object>;
  children: Map<number, string>;
}

function takeSnapshot(): Snapshot {
  const resources = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) resources.set(kind, (resources.get(kind) ?? 0) + 1);
  // Node's own list of ref'd handles (undocumented, but the only one with the objects): it says which server or socket.
  const handles = new Set((process as unknown as { _getActiveHandles?(): object[] })._getActiveHandles?.() ?? []);
  return { resources, handles, children: childProcesses() };
}

/** This worker's children (any thread's), pid to command line; empty where /proc has no children files. */
function childProcesses(): Map<number, string> {
  const children = new Map<number, string>();
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${process.pid}/task`);
  } catch {
    return children;
  }
  for (const thread of threads) {
    let pids: string;
    try {
      pids = readFileSync(`/proc/${process.pid}/task/${thread}/children`, "utf8");
    } catch {
      continue;
    }
    for (const pid of pids.split(" ").filter(Boolean).map(Number)) children.set(pid, commandLine(pid));
  }
  return children;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ").slice(0, 120);
  } catch {
    return "?";
  }
}

/** What `after` has that `before` had not: extra resources by kind, new children; undefined when nothing. */
function leftovers(before: Snapshot, after: Snapshot): Snapshot | undefined {
  const handles = new Set([...after.handles].filter((handle) => !before.handles.has(handle)));
  const idle = [...handles].filter(isIdleStdin);
  for (const handle of idle) handles.delete(handle);
  const resources = new Map<string, number>();
  for (const [kind, count] of after.resources) {
    const extra = count - (before.resources.get(kind) ?? 0) - idle.filter((handle) => nativeKind(handle) === kind).length;
    if (extra > 0) resources.set(kind, extra);
  }
  const children = new Map([...after.children].filter(([pid]) => !before.children.has(pid)));
  return resources.size === 0 && children.size === 0 ? undefined : { resources, handles, children };
}

type HandleOwner = { _handle?: { fd?: number; reading?: boolean; constructor: { name: string } } | null };

/**
 * The worker's stdin once something read `process.stdin`: Node opens its pipe
 * then and lists it, but a pipe nobody reads keeps no process alive (only one
 * being read does).
 */
function isIdleStdin(handle: object): boolean {
  const native = (handle as HandleOwner)._handle;
  return native?.fd === 0 && native.reading !== true;
}

/** The name getActiveResourcesInfo gives the handle's native side (Pipe: PipeWrap). */
function nativeKind(handle: object): string | undefined {
  const name = (handle as HandleOwner)._handle?.constructor.name;
  return name === undefined ? undefined : `${name}Wrap`;
}

/** Polls until nothing is left over or `settleMs` has passed; what is left then. */
async function waitForLeftovers({ before, settleMs }: { before: Snapshot; settleMs: number }): Promise<Snapshot | undefined> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const left = leftovers(before, takeSnapshot());
    if (left === undefined || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function describeLeftovers(left: Snapshot): string {
  const kinds = [...left.resources].map(([kind, count]) => `${count} ${kind}`);
  const handles = [...left.handles].map(describeHandle);
  const children = [...left.children].map(([pid, command]) => `child process ${pid} (${command})`);
  return [kinds.join(", "), ...handles, ...children].filter(Boolean).join("; ");
}

/** A handle's owner in a few words: a server's address, a socket's ends, a pipe's other holders. */
function describeHandle(handle: object): string {
  const kind = handle.constructor.name;
  const owner = handle as HandleOwner & {
    address?: () => unknown;
    remoteAddress?: string;
    remotePort?: number;
    spawnargs?: string[];
    pid?: number;
  };
  if (kind === "ChildProcess") return `a ChildProcess ${owner.pid} (${owner.spawnargs?.join(" ").slice(0, 120)})`;
  if (kind === "Server" && typeof owner.address === "function") return `a server on ${JSON.stringify(owner.address())}`;
  if (owner.remoteAddress !== undefined) return `a ${kind} to ${owner.remoteAddress}:${owner.remotePort}`;
  const fd = owner._handle?.fd;
  if (owner._handle?.constructor.name === "Pipe" && fd !== undefined && fd >= 0) return `a ${kind} on pipe fd ${fd}${pipeHolders(fd)}`;
  return `a ${kind}`;
}

/** The other processes holding this pipe open (e.g. a server's helper that inherited its stdout). */
function pipeHolders(fd: number): string {
  let inode: string;
  try {
    inode = readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return "";
  }
  const holders: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((other) => readlinkSync(`/proc/${pid}/fd/${other}`) === inode))
        holders.push(`${pid} (${commandLine(Number(pid))})`);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return ` (${inode}${holders.length > 0 ? `, also open in ${holders.join(", ")}` : ""})`;
}

/**
 * How long a file's closes get to land before what is left counts as leaked;
 * polled, so a clean file waits for nothing. Bounded generously for a loaded
 * machine and for children meant to end on their own (the local embedding
 * model's process is unref'd and exits after 2 s idle).
 * `MCPVALS_LEAK_CHECK_SETTLE_MS=500` finds files whose closes land late (jest
 * gives a worker 500 ms to exit after its last file).
 */
const SETTLE_MS = Number(process.env.MCPVALS_LEAK_CHECK_SETTLE_MS) || 10_000;

export class LeakCheckEnvironment extends TestEnvironment {
  private before: Snapshot | undefined;

  override async setup(): Promise<void> {
    await super.setup();
    if (process.env.MCPVALS_LEAK_CHECK !== "0") this.before = takeSnapshot();
  }

  async handleTestEvent(event: Circus.Event, state: Circus.State): Promise<void> {
    if (event.name !== "run_finish" || this.before === undefined) return;
    const left = await waitForLeftovers({ before: this.before, settleMs: SETTLE_MS });
    if (left === undefined) return;
    const message =
      `This test file left running, ${SETTLE_MS} ms after its last hook: ${describeLeftovers(left)}. ` +
      "Close every server, socket, timer, watcher and child process a test starts (in the test or an afterAll): " +
      "left open, they keep the jest worker from exiting. See docs/contributing.md#leaks.";
    // No stack: it would point here, not at the test that leaked.
    state.unhandledErrors.push(Object.assign(new Error(message), { stack: `Error: ${message}` }));
  }
}

// jest loads an environment as the module's default export (or the module itself).
export default LeakCheckEnvironment;
