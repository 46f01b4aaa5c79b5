/**
 * `--env NAME=VALUE`, `--env NAME` (passed through from mcpvals' own
 * environment) and `--env-file FILE`: variables for the stdio servers of
 * `check`, `init`, `tools`, `search` and `proxy`. A server never inherits the
 * caller's environment (util/safe-env.ts), so these flags are how a token
 * reaches a server started from the command line. The values are secrets of
 * the run like a config's `server.env`.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { extraEnvSecrets } from "../../secrets/collect-secrets.js";
import { UsageError } from "../../errors.js";
import { parentEnvOf, withParentEnv } from "../../util/safe-env.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import { nameTable } from "../../util/name-table.js";
import type { CliIo } from "../cli-io.js";

export interface ServerEnvFlags {
  /** `--env`, repeated: `NAME=VALUE` or `NAME`. */
  env?: string[];
  envFile?: string;
}

/** What the flags give every stdio server, and which values came from the environment or a file (secrets). */
export interface ServerEnv {
  vars: Record<string, string>;
  fromEnvironment: string[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export async function serverEnvFromFlags(flags: ServerEnvFlags, io: CliIo): Promise<ServerEnv | null> {
  if (!flags.env?.length && flags.envFile === undefined) return null;
  const vars = nameTable<string>();
  const fromEnvironment: string[] = [];
  // The file first: a variable on the command line wins over the file's.
  if (flags.envFile !== undefined) {
    for (const [name, value] of await readEnvFile(resolve(io.cwd, flags.envFile), flags.envFile, io.signal)) {
      vars[name] = value;
      fromEnvironment.push(value);
    }
  }
  for (const entry of flags.env ?? []) {
    const at = entry.indexOf("=");
    const name = at < 0 ? entry : entry.slice(0, at);
    if (!NAME.test(name)) throw new UsageError(`--env ${entry}: "${name}" is not a variable name; write --env NAME=VALUE or --env NAME`);
    if (at >= 0) {
      vars[name] = entry.slice(at + 1);
      continue;
    }
    const value = io.env[name];
    if (value === undefined)
      throw new UsageError(`--env ${name}: ${name} is not set in this environment; set it, or write --env ${name}=VALUE`);
    vars[name] = value;
    fromEnvironment.push(value);
  }
  return { vars, fromEnvironment };
}

/** `servers` with the flags' variables over each stdio server's own `env`; the run's secrets with their values. */
export function applyServerEnv(
  servers: Readonly<Record<string, ServerSpec>>,
  secrets: readonly string[],
  extra: ServerEnv | null,
): { servers: Record<string, ServerSpec>; secrets: readonly string[] } {
  if (extra === null) return { servers: { ...servers }, secrets };
  const entries = Object.entries(servers);
  if (!entries.some(([, spec]) => spec.transport === "stdio")) {
    throw new UsageError(
      "--env and --env-file set the environment of a server mcpvals starts (`-- CMD` or a config `command`); an HTTP server reads its own: set its variables where it runs",
    );
  }
  return {
    servers: nameTable(
      entries.map(
        ([name, spec]) =>
          [
            name,
            spec.transport === "stdio" ? withParentEnv({ ...spec, env: { ...spec.env, ...extra.vars } }, parentEnvOf(spec)) : spec,
          ] as const,
      ),
    ),
    secrets: extraEnvSecrets(secrets, extra.vars, extra.fromEnvironment),
  };
}

/**
 * A dotenv file: `NAME=VALUE` lines, `export ` allowed, `#` comments and blank
 * lines skipped, a value in single quotes taken as is, in double quotes with
 * `\n` for a newline. Anything else names its line.
 */
async function readEnvFile(file: string, shown: string, signal: AbortSignal): Promise<Array<[string, string]>> {
  let text: string;
  try {
    text = await readFile(file, { encoding: "utf8", signal });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new UsageError(`--env-file ${shown}: ${code === "ENOENT" ? "no such file" : `cannot read it (${String(code ?? error)})`}`);
  }
  const vars: Array<[string, string]> = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new UsageError(`--env-file ${shown} line ${i + 1}: expected NAME=VALUE`);
    vars.push([match[1]!, unquote(match[2]!)]);
  }
  return vars;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\n/g, "\n");
  // An unquoted value ends at a ` #` comment.
  return value.replace(/\s+#.*$/, "");
}
