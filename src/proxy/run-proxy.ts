/**
 * `mcpvals proxy`: opens a ToolHub over the config's servers, serves it as an
 * MCP server until stdin closes (stdio) or the signal aborts (SIGTERM,
 * SIGINT), then writes pending metrics and vectors and stops every server it
 * started: no process outlives the proxy.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { openToolHub } from "../search/hub/discovery/open-tool-hub.js";
import type { SignInStore } from "../protocol/sign-in-store.js";
import { createProxyServerFactory } from "./proxy-server.js";
import { serveProxy } from "./serve-proxy.js";

export interface RunProxyOptions {
  config: ResolvedConfig;
  stateDir: string | false;
  /** Streamable HTTP on 127.0.0.1 at this port; undefined: stdio. */
  httpPort?: number;
  /** Offer the downstream tools as `server__tool` too. @default false */
  exposeTools?: boolean;
  env?: Record<string, string | undefined>;
  signal: AbortSignal;
  /** Log lines (never stdout: over stdio that is the protocol channel). */
  log: (line: string) => void;
  /** Sign-ins `mcpvals auth login` kept, for servers with `authorizationCode`. */
  signIns?: SignInStore;
}

export async function runProxy({
  config,
  stateDir,
  httpPort,
  exposeTools = false,
  env,
  signal,
  log,
  signIns,
}: RunProxyOptions): Promise<void> {
  const onWarning = (message: string): void => log(`warning: ${message}`);
  const { hub, close } = await openToolHub({ config, stateDir, env, signal, onWarning, ...(signIns ? { signIns } : {}) });
  try {
    if (exposeTools) {
      // The tool list is fixed when a client connects: every server's tools must be known (snapshot, else started) first.
      const { unreachable } = await hub.catalog.tools(hub.catalog.names, signal);
      for (const { server, error } of unreachable) log(`warning: ${server}: its tools are not exposed: ${error}`);
    }
    const factory = createProxyServerFactory({ hub, exposeTools, secrets: config.secrets });
    await serveProxy({ factory, httpPort, signal, onListening: (url) => log(`listening on ${url}`) });
  } finally {
    await close();
  }
}
