/**
 * What the SARIF reporter (`check --sarif PATH`, the action's `check-sarif-path`) needs beyond the report: the
 * rule table, and each server located at its entry in the config file (relative to the working directory, as
 * code scanning expects) or, for `check -- <command>`, at the script the command runs when it is a file here,
 * else the command.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, isAbsolute, relative, resolve } from "node:path";
import { ALL_RULES } from "./rules/all-rules.js";
import { locateServers } from "../report/sarif/locate-servers.js";
import type { CheckSarifOptions, ServerLocation } from "../report/sarif/render-check-sarif.js";

export async function sarifContext({
  cwd,
  configFile,
  command,
}: {
  cwd: string;
  configFile: string | null;
  command: readonly string[];
}): Promise<CheckSarifOptions> {
  return {
    rules: ALL_RULES.map(({ spec, ...rest }) => (spec === undefined ? rest : { ...rest, spec })),
    locate: await serverLocator(cwd, configFile, command),
  };
}

async function serverLocator(
  cwd: string,
  configFile: string | null,
  command: readonly string[],
): Promise<(server: string) => ServerLocation | undefined> {
  if (configFile) {
    const line = locateServers(await readFile(configFile, "utf8"), configFile);
    const uri = repoPath(cwd, configFile);
    return (server) => ({ uri, line: line(server) });
  }
  if (command.length === 0) return () => undefined;
  const script = command.slice(1).find((arg) => !arg.startsWith("-") && existsSync(resolve(cwd, arg)));
  const uri = script ? repoPath(cwd, resolve(cwd, script)) : basename(command[0]!);
  return () => ({ uri });
}

/** `file` relative to `cwd` with forward slashes; the absolute path when it lies outside. */
function repoPath(cwd: string, file: string): string {
  const path = relative(cwd, file);
  return (path.startsWith("..") || isAbsolute(path) ? file : path).replace(/\\/g, "/");
}
