/**
 * Runs one regular expression on a worker thread and waits for it
 * synchronously, with a time limit: the fallback for patterns V8's linear-time
 * engine cannot run (backreferences, lookaround, Unicode properties). A pattern
 * that backtracks past the limit costs the worker (terminated, started again on
 * the next use), never the main thread past the limit.
 */
import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from "node:worker_threads";

// Plain CommonJS run with `eval: true`, so it needs no file next to the bundle.
const workerSource = `
const { workerData } = require("node:worker_threads");
const { flag, port } = workerData;
const cache = new Map();
// Booted: the main thread's time limit starts only now.
Atomics.store(flag, 1, 1);
Atomics.notify(flag, 1);
port.on("message", ({ pattern, flags, input }) => {
  let reply;
  try {
    const key = flags + "/" + pattern;
    let re = cache.get(key);
    if (!re) { re = new RegExp(pattern, flags); cache.set(key, re); }
    re.lastIndex = 0;
    reply = { matched: re.test(input) };
  } catch (error) {
    reply = { error: String(error && error.message) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

interface Runner {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
}

let runner: Runner | undefined;

function startRunner(): Runner {
  // [0]: answered, [1]: booted.
  const flag = new Int32Array(new SharedArrayBuffer(8));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(workerSource, { eval: true, workerData: { flag, port: port2 }, transferList: [port2] });
  // Neither may keep a finished run alive.
  worker.unref();
  port1.unref();
  return { worker, port: port1, flag };
}

/** Thrown when a pattern ran past its time limit; the caller turns it into a failed check. */
export class RegExpTimeoutError extends Error {
  constructor(
    readonly pattern: string,
    limitMs: number,
  ) {
    super(`pattern ${JSON.stringify(pattern)} took longer than ${limitMs} ms to match (catastrophic backtracking?)`);
    this.name = "RegExpTimeoutError";
  }
}

// A thread start on a busy machine can take a while; it is not the pattern's time.
const BOOT_LIMIT_MS = 10_000;

/**
 * `new RegExp(pattern, flags).test(input)` on the worker; throws
 * RegExpTimeoutError when no answer came within `waitMs` (`budgetMs`: the
 * budget that wait was part of, for the message).
 */
export function testOnWorker(
  pattern: string,
  flags: string,
  input: string,
  { waitMs, budgetMs }: { waitMs: number; budgetMs: number },
): boolean {
  runner ??= startRunner();
  const { worker, port, flag } = runner;
  Atomics.wait(flag, 1, 0, BOOT_LIMIT_MS);
  Atomics.store(flag, 0, 0);
  port.postMessage({ pattern, flags, input });
  if (Atomics.wait(flag, 0, 0, Math.max(1, waitMs)) === "timed-out") {
    runner = undefined;
    void worker.terminate();
    port.close();
    throw new RegExpTimeoutError(pattern, budgetMs);
  }
  const reply = receiveMessageOnPort(port)?.message as { matched?: boolean; error?: string } | undefined;
  if (reply?.error !== undefined) throw new SyntaxError(reply.error);
  return reply?.matched === true;
}
