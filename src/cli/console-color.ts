import type { CliIo } from "./cli-io.js";

/**
 * Whether the console reporter writing to `stream` uses colour: not with
 * `--no-color` or NO_COLOR (https://no-color.org), always with FORCE_COLOR
 * (CI logs render colour but are not TTYs), else only on a terminal.
 */
export function consoleColor(wanted: boolean, env: CliIo["env"], stream: { isTTY?: boolean }): boolean {
  const forced = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return wanted && !env.NO_COLOR && (forced || stream.isTTY === true);
}
