/**
 * The bundled action's process wiring: the real @actions/core, the event
 * payload, and SIGINT/SIGTERM as the CLI handles them (the first cancels the
 * run, which still reports; a second exits at once, servers killed first).
 */
import * as core from "@actions/core";
import { context } from "@actions/github";
import { killServerProcesses } from "../mcp/transport/live-servers.js";
import { handleStopSignals, SIGNAL_EXIT_CODES } from "../util/stop-signals.js";
import { runAction } from "./run-action.js";

export async function actionMain(): Promise<void> {
  const controller = new AbortController();
  const stop = handleStopSignals(process, {
    cancel(signal) {
      core.warning(`mcpvals: ${signal} received: cancelling the run (stopping servers, writing reports).`);
      controller.abort(new Error(`cancelled by ${signal}`));
    },
    force(signal) {
      killServerProcesses();
      process.exit(SIGNAL_EXIT_CODES[signal]);
    },
  });
  try {
    const code = await runAction({
      core,
      env: process.env,
      payload: context.payload as Record<string, unknown>,
      signal: controller.signal,
    });
    process.exitCode = code;
  } finally {
    stop();
  }
}
