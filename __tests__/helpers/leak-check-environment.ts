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
import { readFileSync, readdirSync } from "node:fs";

/** What keeps this worker alive: resource kinds with their counts, and child processes by pid. */
interface Snapshot {
  resources: Map<string, number>;
  children: Map<number, string>;
}

function takeSnapshot(): Snapshot {
  const resources = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) resources.set(kind, (resources.get(kind) ?? 0) + 1);
  return { resources, children: childProcesses() };
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
  const resources = new Map<string, number>();
  for (const [kind, count] of after.resources) {
    const extra = count - (before.resources.get(kind) ?? 0);
    if (extra > 0) resources.set(kind, extra);
  }
  const children = new Map([...after.children].filter(([pid]) => !before.children.has(pid)));
  return resources.size === 0 && children.size === 0 ? undefined : { resources, children };
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
  const children = [...left.children].map(([pid, command]) => `child process ${pid} (${command})`);
  return [...kinds, ...children].join(", ");
}

/** How long a file's closes get to land before what is left counts as leaked; polled, so a clean file waits for nothing. */
const SETTLE_MS = 5_000;

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
      `This test file left running, ${SETTLE_MS / 1000} s after its last hook: ${describeLeftovers(left)}. ` +
      "Close every server, socket, timer, watcher and child process a test starts (in the test or an afterAll): " +
      "left open, they keep the jest worker from exiting. See docs/contributing.md#leaks.";
    // No stack: it would point here, not at the test that leaked.
    state.unhandledErrors.push(Object.assign(new Error(message), { stack: `Error: ${message}` }));
  }
}

// jest loads an environment as the module's default export (or the module itself).
export default LeakCheckEnvironment;
