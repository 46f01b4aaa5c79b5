/**
 * `mcpvals auth login SERVER [-c CONFIG]`: a person signs in to a server
 * whose `auth` is `authorizationCode`, in a browser (or, in CI or without a
 * display, by opening the printed URL), and the tokens are cached in the
 * state folder's secret store, where later runs find them (the refresh
 * token, else the access token with its expiry), with any client it
 * registered. Exit 0 when
 * signed in, 2 for a usage or config problem, 3 when the sign-in failed.
 */
import { spawn } from "node:child_process";
import { loadConfig } from "../../config/load-config.js";
import { UsageError } from "../../errors.js";
import { EXIT } from "../../exit-code.js";
import { signIn } from "../../mcp/auth/sign-in.js";
import { ownValue } from "../../util/name-table.js";
import { signInStoreFor } from "../../state/sign-in-store.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";

export interface AuthFlags {
  config?: string;
  stateDir?: string;
  browser?: boolean;
  debug?: boolean;
}

/** How long the sign-in waits for the browser to come back. */
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export async function authCommand(action: string, server: string, flags: AuthFlags, io: CliIo): Promise<number> {
  const secrets: string[] = [];
  try {
    if (action !== "login") throw new UsageError(`Unknown auth action "${action}": the one action is \`mcpvals auth login SERVER\`.`);
    const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false });
    secrets.push(...config.secrets);
    const spec = ownValue(config.servers, server);
    const settings = spec && spec.transport !== "stdio" ? spec.auth?.authorizationCode : undefined;
    if (!spec || !settings || spec.transport === "stdio") {
      const names = Object.keys(config.servers)
        .map((name) => `"${name}"`)
        .join(", ");
      throw new UsageError(`No server "${server}" with \`auth: { authorizationCode: … }\` in the config (servers: ${names}).`);
    }
    const store = signInStoreFor(config, { override: flags.stateDir, cwd: io.cwd, signal: io.signal });
    if (!store) throw new UsageError("A sign-in is kept in the state folder, and this config has none: give --state-dir.");
    const signal = AbortSignal.any([io.signal, AbortSignal.timeout(SIGN_IN_TIMEOUT_MS)]);
    const open = (url: string): void => {
      io.stderr.write(`mcpvals auth: to sign in to "${server}", open ${url}\n`);
      if (flags.browser !== false && canOpenBrowser(io.env)) openBrowser(url);
    };
    const registrations = {
      find: (issuer: string) => store.registration(server, issuer),
      save: (issuer: string, registration: { clientId: string; clientSecret?: string }) =>
        store.saveRegistration(server, issuer, registration),
    };
    const onSecret = (value: string) => void secrets.push(value);
    // A run refused for insufficient scope noted what the server wants: this sign-in asks for it too.
    const stepUpScope = (await store.signIn(server))?.stepUpScope;
    const signedIn = await signIn({ server, url: spec.url, settings, open, signal, onSecret, registrations, stepUpScope });
    await store.save(server, signedIn);
    const kept = signedIn.refreshToken
      ? "its refresh token is kept"
      : `no refresh token was given: its access token is kept${signedIn.expiresAt ? ` (until ${new Date(signedIn.expiresAt).toISOString()})` : ""}`;
    io.stdout.write(`Signed in to "${server}"; ${kept} in ${store.file} (readable by you only).\n`);
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}

// In CI, or on Linux without a display, nobody is there to see a browser: the printed URL is the way.
function canOpenBrowser(env: Record<string, string | undefined>): boolean {
  if (env.CI) return false;
  return process.platform !== "linux" || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

function openBrowser(url: string): void {
  const [command, args] =
    process.platform === "darwin"
      ? ["open", [url]]
      : process.platform === "win32"
        ? ["rundll32", ["url.dll,FileProtocolHandler", url]]
        : ["xdg-open", [url]];
  // Best effort: the URL is printed either way.
  const child = spawn(command, args, { stdio: "ignore", detached: true });
  child.on("error", () => undefined);
  child.unref();
}
