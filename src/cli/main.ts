import { runCli } from "./run-cli.js";

/** Process entry: everything testable lives in runCli. */
export function main(argv: string[]): void {
  const controller = new AbortController();
  // First Ctrl-C cancels the run gracefully (servers are stopped, the partial
  // result is reported); a second one exits at once.
  process.once("SIGINT", () => {
    controller.abort();
    process.once("SIGINT", () => process.exit(130));
  });
  process.once("SIGTERM", () => controller.abort());
  runCli(argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), signal: controller.signal }).then(
    (code) => {
      process.exitCode = code;
    },
  );
}
