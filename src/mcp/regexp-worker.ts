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
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(workerSource, { eval: true, workerData: { flag, port: port2 }, transferList: [port2] });
  // Neither may keep a finished run alive.
  worker.unref();
  port1.unref();
  return { worker, port: port1, flag };
}

/** Thrown when a pattern ran past its time limit; the caller turns it into a failed check. */
export class RegExpTimeoutError extends Error {
  constructor(readonly pattern: string, limitMs: number) {
    super(`pattern ${JSON.stringify(pattern)} took longer than ${limitMs} ms to match (catastrophic backtracking?)`);
    this.name = "RegExpTimeoutError";
  }
}

/** `new RegExp(pattern, flags).test(input)` on the worker; throws RegExpTimeoutError past `limitMs`. */
export function testOnWorker(pattern: string, flags: string, input: string, limitMs: number): boolean {
  runner ??= startRunner();
  const { worker, port, flag } = runner;
  Atomics.store(flag, 0, 0);
  port.postMessage({ pattern, flags, input });
  if (Atomics.wait(flag, 0, 0, Math.max(1, limitMs)) === "timed-out") {
    runner = undefined;
    void worker.terminate();
    port.close();
    throw new RegExpTimeoutError(pattern, limitMs);
  }
  const reply = receiveMessageOnPort(port)?.message as { matched?: boolean; error?: string } | undefined;
  if (reply?.error !== undefined) throw new SyntaxError(reply.error);
  return reply?.matched === true;
}
