import { killServerProcesses } from "../mcp/transport/live-servers.js";
import { guardExit } from "./exit-guard.js";
import { tolerateClosedPipe } from "./closed-pipe.js";
import { runCli } from "./run-cli.js";
import { handleStopSignals, SIGNAL_EXIT_CODES } from "../util/stop-signals.js";

/** Process entry: everything testable lives in runCli. */
export function main(argv: string[]): void {
  // Exit code 1 until runCli returns one: nothing but a finished command ends the process green.
  const exit = guardExit(process);
  tolerateClosedPipe(process.stdout);
  tolerateClosedPipe(process.stderr);
  const controller = new AbortController();
  handleStopSignals(process, {
    cancel(signal) {
      process.stderr.write(
        `\nmcpvals: ${signal} received: cancelling the run (stopping servers, writing reports); send it again to stop at once.\n`,
      );
      controller.abort(new Error(`cancelled by ${signal}`));
    },
    force(signal) {
      const killed = killServerProcesses();
      process.stderr.write(`mcpvals: ${signal} received again: stopped ${killed} server process${killed === 1 ? "" : "es"} and exiting.\n`);
      process.exit(SIGNAL_EXIT_CODES[signal]);
    },
  });
  runCli(argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
    // A getter: touching process.stdin opens a handle, which only `judge label` wants.
    get stdin() {
      return process.stdin;
    },
  }).then(
    (code) => {
      exit.settle(code);
      lingerLimit(code);
    },
    (error: unknown) => {
      process.stderr.write(`mcpvals: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
      exit.settle(1);
      lingerLimit(1);
    },
  );
}

/** After the verdict nothing may keep the process alive for long (a pipe a server's helper holds open). */
const LINGER_MS = 5000;

function lingerLimit(code: number): void {
  // Unref'd: a process with nothing left to do exits at once, as before.
  setTimeout(() => {
    killServerProcesses();
    process.stderr.write(`mcpvals: still busy ${LINGER_MS / 1000} s after the run finished (an open pipe or handle); exiting.\n`);
    process.exit(code);
  }, LINGER_MS).unref();
}
