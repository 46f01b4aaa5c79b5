/**
 * `mcpvals proxy [-c CONFIG] [--http PORT] [--expose-tools]`: the config's
 * servers behind one MCP server with tool search, metrics and fallbacks.
 * Exit 0 when it was stopped (stdin closed, SIGTERM), 2 for a usage or config
 * problem. The proxy is imported only here.
 */
import { EXIT } from "../../errors.js";
import { loadConfig } from "../../config/load-config.js";
import { redactSecrets } from "../../config/collect-secrets.js";
import { withModelWarnings } from "../../model/route-model-warnings.js";
import { openStateDir } from "../../state/open-state-dir.js";
import { configStatePlace } from "../../state/state-dir.js";
import type { CliIo } from "../cli-io.js";
import { importOptional } from "../../util/optional-package.js";
import { reportError } from "../report-error.js";

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
    // The config's own sub-folder of the state root, as a run of the same config uses.
    const { dir: stateDir, warnings } = await openStateDir({ ...configStatePlace(config), override, cwd: io.cwd, signal: io.signal });
    for (const warning of warnings) io.stderr.write(`mcpvals proxy: warning: ${warning}\n`);
    // The MCP server SDK is an optional package: only the proxy serves MCP.
    const { runProxy } = await importOptional("@modelcontextprotocol/server", "mcpvals proxy", () => import("../../proxy/run-proxy.js"));
    // The re-rank model's AI SDK warnings go to the proxy's log once each, not on every ranking call.
    await withModelWarnings(
      (message) => io.stderr.write(`mcpvals proxy: warning: ${redactSecrets(message, secrets)}\n`),
      () =>
        runProxy({
          config,
          stateDir,
          httpPort: flags.http,
          exposeTools: flags.exposeTools === true,
          env: io.env,
          signal: io.signal,
          // Lines quote what servers and authorization servers said; tokens minted meanwhile have joined `secrets`.
          log: (line) => io.stderr.write(`mcpvals proxy: ${redactSecrets(line, secrets)}\n`),
        }),
    );
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}
