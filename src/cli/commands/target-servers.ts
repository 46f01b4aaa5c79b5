/**
 * Which servers `check`, `init`, `tools`, `search` and `proxy` look at: a command after `--`, a `--url`,
 * or the config's servers (all, or those named with `--server`). A config is
 * optional for these commands, and a config with only servers is enough.
 */
import type { LoadConfigOptions } from "../../config/load-config.js";
import type { ResolvedConfig } from "../../config/resolved-config.js";
import type { CheckSettings } from "../../config/check-settings-schema.js";
import { ConfigError, UsageError } from "../../errors.js";
import { withParentEnv } from "../../util/safe-env.js";
import { DEFAULT_SERVER_NAME } from "../../protocol/server-names.js";
import { ServerSchema, type ServerSpec } from "../../protocol/server-spec.js";
import type { CliIo } from "../cli-io.js";
import { nameTable } from "../../util/name-table.js";
import type { CliFlags } from "../cli-flags.js";
import { applyServerEnv, serverEnvFromFlags, type ServerEnvFlags } from "./server-env.js";
import { applySandboxFlag, type SandboxFlags } from "./sandbox-flag.js";

/** Loaded only to read a config: `-- command` and `--url` need neither yaml nor the config schema (~40 ms). */
const loadConfig = async (options: LoadConfigOptions): Promise<ResolvedConfig> =>
  (await import("../../config/load-config.js")).loadConfig(options);

export type TargetFlags = CliFlags<"config" | "url" | "server"> & ServerEnvFlags & SandboxFlags;

export interface TargetServers {
  servers: Record<string, ServerSpec>;
  /** The config's secrets (for redacting messages); none without a config. */
  secrets: readonly string[];
  /** The config file, when one was read. */
  file: string | null;
  /** The config's connect and tool-call limits; undefined without a config (check's defaults apply). */
  timeouts?: { connectMs: number; toolCallMs: number };
  /** The config's `hosts:` (profiles `check --hosts` grades for); undefined without one. */
  hosts?: string[];
  /** The config's `check:` section; undefined without a config. */
  check?: CheckSettings;
}

/** The servers `command`, `--url` or the config name, with the `--env` and `--env-file` variables and `--sandbox` on the stdio ones. */
export async function targetServers(command: readonly string[], flags: TargetFlags, io: CliIo, verb: string): Promise<TargetServers> {
  const target = await namedServers(command, flags, io, verb);
  const { servers, secrets } = applyServerEnv(target.servers, target.secrets, await serverEnvFromFlags(flags, io));
  return { ...target, servers: applySandboxFlag(servers, flags), secrets };
}

/** A config for `tools`, `search` and `proxy`, its stdio servers given the `--env` and `--env-file` variables (and `tools`' `--sandbox`). */
export async function loadConfigWithEnv(flags: ServerEnvFlags & SandboxFlags & { config?: string }, io: CliIo): Promise<ResolvedConfig> {
  const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false });
  const withEnv = applyServerEnv(config.servers, config.secrets, await serverEnvFromFlags(flags, io));
  const { secrets } = withEnv;
  const servers = applySandboxFlag(withEnv.servers, flags);
  return { ...config, servers, server: Object.values(servers)[0]!, secrets: [...secrets] };
}

/**
 * A config for `tools`, `search` and `proxy`, which take their server as `check` and `init` do: with a command
 * after `--` or `--url`, a config of that server alone (every other key at its default, the state folder in
 * the working folder); else the config file. The `--env` and `--env-file` variables go on its stdio servers.
 */
export async function loadServerConfig(command: readonly string[], flags: TargetFlags, io: CliIo, verb: string): Promise<ResolvedConfig> {
  if (command.length === 0 && flags.url === undefined) return loadConfigWithEnv(flags, io);
  const target = await targetServers(command, flags, io, verb);
  const { resolveConfig } = await import("../../config/load-config.js");
  // The defaults of every other key, resolved around a stand-in server that the target then replaces.
  const base = resolveConfig({ server: { command: "node" } }, { env: io.env, requireWork: false, baseDir: io.cwd });
  return { ...base, servers: target.servers, server: target.servers[DEFAULT_SERVER_NAME]!, secrets: [...target.secrets] };
}

async function namedServers(command: readonly string[], flags: TargetFlags, io: CliIo, verb: string): Promise<TargetServers> {
  if (command.length > 0 && flags.url) throw new UsageError("Give either a command after `--` or --url, not both.");
  if (command.length > 0) {
    const spec = ServerSchema.parse({ command: command[0], args: command.slice(1), cwd: io.cwd });
    return { servers: { [DEFAULT_SERVER_NAME]: withParentEnv(spec, io.env) }, secrets: [], file: null };
  }
  if (flags.url) {
    let url: URL;
    try {
      url = new URL(flags.url);
    } catch {
      throw new UsageError(`--url ${flags.url} is not a URL (e.g. http://127.0.0.1:3001/mcp)`);
    }
    return { servers: { [DEFAULT_SERVER_NAME]: ServerSchema.parse({ url: url.href }) }, secrets: [], file: null };
  }
  const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false }).catch((error: unknown) => {
    // No server named and no config to take one from: say what to pass (a config is what `init` writes).
    if (flags.config === undefined && ConfigError.isInstance(error) && error.code === "CONFIG_NOT_FOUND")
      throw new UsageError(
        `${verb} needs a server: \`mcpvals ${verb} -- node server.js\` (the command that starts it over stdio), \`mcpvals ${verb} --url http://127.0.0.1:3001/mcp\`, or a config with servers (-c FILE; none in ${io.cwd})`,
      );
    throw error;
  });
  const names = flags.server ?? Object.keys(config.servers);
  const unknown = names.filter((name) => !Object.hasOwn(config.servers, name));
  if (unknown.length > 0) {
    throw new UsageError(
      `No server named ${unknown.map((n) => `"${n}"`).join(", ")} in ${config.file ?? "the config"}. Servers: ${Object.keys(config.servers)
        .map((n) => `"${n}"`)
        .join(", ")}.`,
    );
  }
  return {
    servers: nameTable(names.map((name) => [name, config.servers[name]!])),
    secrets: config.secrets,
    file: config.file,
    timeouts: config.timeouts,
    ...(config.hosts ? { hosts: config.hosts } : {}),
    check: config.check,
  };
}
