/**
 * Runs the CLI in-process (runCli with captured streams), for tests where no
 * real process boundary is under test: no spawn, no lib/ build needed.
 */
import { runCli } from "../../src/cli/run-cli.js";
import { captureStream } from "./capture-stream.js";

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCliInProcess(
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string | undefined> },
): Promise<InProcessRun> {
  const stdout = captureStream();
  const stderr = captureStream();
  const code = await runCli(args, {
    stdout,
    stderr,
    env: { PATH: process.env.PATH, NO_COLOR: "1", ...env },
    cwd,
    signal: new AbortController().signal,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
