/**
 * `mcpvals proxy [-c CONFIG] [--http PORT] [--expose-tools]`: the config's
 * servers behind one MCP server with tool search, metrics and fallbacks.
 * Exit 0 when it was stopped (stdin closed, SIGTERM), 2 for a usage or config
 * problem. The proxy is imported only here.
 */
import { EXIT } from "../../exit-code.js";
import { errorLine } from "../../report/error-line.js";
import { withModelWarnings } from "../../model/route-model-warnings.js";
import { openStateDir } from "../../state/open-state-dir.js";
import { configStatePlace } from "../../state/state-dir.js";
import { signInStoreFor } from "../../state/sign-in-store.js";
import type { CliIo } from "../cli-io.js";
import { importOptional } from "../../util/optional-package.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";
import type { ServerEnvFlags } from "./server-env.js";
import { loadServerConfig, type TargetFlags } from "./target-servers.js";

export type ProxyFlags = TargetFlags & CliFlags<"http" | "exposeTools" | "stateDir" | "state" | "debug"> & ServerEnvFlags;

export async function proxyCommand(command: readonly string[], flags: ProxyFlags, io: CliIo): Promise<number> {
  let secrets: readonly string[] = [];
  try {
    const config = await loadServerConfig(command, flags, io, "proxy");
    secrets = config.secrets;
    const override = flags.state === false ? false : flags.stateDir;
    // The config's own sub-folder of the state root, as a run of the same config uses.
    const { dir: stateDir, warnings } = await openStateDir({ ...configStatePlace(config), override, cwd: io.cwd, signal: io.signal });
    for (const warning of warnings) io.stderr.write(`mcpvals proxy: warning: ${errorLine(warning, secrets)}\n`);
    // The MCP server SDK is an optional package: only the proxy serves MCP.
    const { runProxy } = await importOptional("@modelcontextprotocol/server", "mcpvals proxy", () => import("../../proxy/run-proxy.js"));
    // The re-rank model's AI SDK warnings go to the proxy's log once each, not on every ranking call.
    await withModelWarnings(
      (message) => io.stderr.write(`mcpvals proxy: warning: ${errorLine(message, secrets)}\n`),
      () =>
        runProxy({
          config,
          stateDir,
          httpPort: flags.http,
          exposeTools: flags.exposeTools === true,
          env: io.env,
          signal: io.signal,
          // Lines quote what servers and authorization servers said; tokens minted meanwhile have joined `secrets`.
          log: (line) => io.stderr.write(`mcpvals proxy: ${errorLine(line, secrets)}\n`),
          // Servers with `authorizationCode` use the sign-in `mcpvals auth login` kept at the state folder's root.
          signIns: signInStoreFor(config, { override: flags.stateDir, cwd: io.cwd, signal: io.signal }),
        }),
    );
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}
