/**
 * `mcpvals proxy [-c CONFIG] [--http PORT] [--expose-tools]`: the config's
 * servers behind one MCP server with tool search, metrics and fallbacks.
 * Exit 0 when it was stopped (stdin closed, SIGTERM), 2 for a usage or config
 * problem. The proxy is imported only here.
 */
import { loadConfig } from "../../config/load-config.js";
import { resolveStateDir } from "../../state/state-dir.js";
import type { CliIo } from "../cli-io.js";
import { reportSetupError } from "../report-error.js";

export interface ProxyFlags {
  config?: string;
  /** Streamable HTTP port on 127.0.0.1 (0: any free port). */
  http?: number;
  exposeTools?: boolean;
  stateDir?: string;
  /** False with `--no-state`. */
  state?: boolean;
  debug?: boolean;
}

export async function proxyCommand(flags: ProxyFlags, io: CliIo): Promise<number> {
  let secrets: readonly string[] = [];
  try {
    const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false });
    secrets = config.secrets;
    const override = flags.state === false ? false : flags.stateDir;
    const stateDir = resolveStateDir({ configStateDir: config.stateDir, baseDir: config.baseDir, configFile: config.file, override, cwd: io.cwd });
    const { runProxy } = await import("../../proxy/run-proxy.js");
    await runProxy({
      config,
      stateDir,
      httpPort: flags.http,
      exposeTools: flags.exposeTools === true,
      env: io.env,
      signal: io.signal,
      log: (line) => io.stderr.write(`mcpvals proxy: ${line}\n`),
    });
    return 0;
  } catch (error) {
    return reportSetupError(error, io, flags.debug === true, secrets);
  }
}
