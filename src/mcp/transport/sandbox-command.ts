/**
 * The command line that starts a stdio server inside its `sandbox`
 * (protocol/sandbox-schema.ts), with bubblewrap: a PID, IPC and UTS namespace of
 * its own, the whole filesystem bound read-only, a fresh /dev and /proc (the
 * server sees none of our processes, so not our environment either), a
 * temporary folder of its own and the `write` paths writable. The network:
 * "loopback" is bwrap's --unshare-net (a new namespace whose own loopback
 * bwrap brings up); "none" is a namespace made by `unshare --net` first, where
 * loopback stays down, bwrap then sharing it; "allow" is the host's.
 * --die-with-parent and the PID namespace make sure nothing in the sandbox
 * outlives bwrap: when its init dies the kernel kills every process in it.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import { join, resolve } from "node:path";
import { SandboxUnavailableError } from "../../errors.js";
import { findExecutable, probeSandbox } from "./sandbox-probe.js";
import type { Sandbox } from "../../protocol/sandbox-schema.js";

export interface SandboxLaunchOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  /** The environment the server gets unsandboxed (safe base, its own `env`, node_modules/.bin on PATH). */
  fullEnv: NodeJS.ProcessEnv;
  /** The server's own `env` only: all that `env: "clean"` passes. */
  ownEnv: Record<string, string>;
  sandbox: Sandbox;
  /** Where bwrap and unshare are looked up: the safe PATH, never node_modules/.bin (a project could plant a fake bwrap there). */
  toolPath: string | undefined;
}

export interface SandboxLaunch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Removes the temporary folder; call once the process has exited. */
  cleanup(): void;
  /** Set when the sandbox could not be had and `required: false` let the server run without it. */
  warning?: string;
}

const AT_UBUNTU =
  "on Ubuntu 23.10+ (GitHub's ubuntu-24.04 runners) AppArmor refuses user namespaces to unprivileged users: allow them with `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`";

/** How to start the server sandboxed; throws SandboxUnavailableError when that cannot be and the sandbox is required. */
export function sandboxLaunch(options: SandboxLaunchOptions): SandboxLaunch {
  const { sandbox } = options;
  const launcher = launcherOf(sandbox, options.toolPath);
  if (typeof launcher === "string") {
    const reason = `sandbox: ${launcher}`;
    if (sandbox.required)
      throw new SandboxUnavailableError(
        `${reason}; the server was not started (set sandbox.required: false to run it unsandboxed with a warning)`,
      );
    const warning = `${reason}; the server runs UNSANDBOXED (sandbox.required: false)`;
    return { command: options.command, args: [...options.args], env: options.fullEnv, cleanup: () => undefined, warning };
  }
  // The config resolves them against its own folder; a library caller's relative path is taken from the server's cwd.
  const write = sandbox.write.map((path) => resolve(options.cwd, path));
  for (const path of write) {
    if (!exists(path))
      throw new SandboxUnavailableError(`sandbox.write: ${path} does not exist (create it first: bwrap binds only existing paths)`);
  }
  const tmp = mkdtempSync(join(os.tmpdir(), "mcpvals-sandbox-"));
  const binds = [tmp, ...write].flatMap((path) => ["--bind", path, path]);
  const env: NodeJS.ProcessEnv = { ...(sandbox.env === "clean" ? options.ownEnv : options.fullEnv), TMPDIR: tmp, TMP: tmp, TEMP: tmp };
  // Under `clean` the server's PATH may be unset: the command is found on the PATH it would have had.
  const command =
    sandbox.env === "clean" && !options.command.includes("/")
      ? (findExecutable(options.command, options.fullEnv.PATH) ?? options.command)
      : options.command;
  return {
    command: launcher[0]!,
    args: [...launcher.slice(1), ...binds, "--chdir", options.cwd, "--", command, ...options.args],
    env,
    cleanup: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

/** The launcher argv up to the binds (probed once), or why there is none. */
function launcherOf(sandbox: Sandbox, toolPath: string | undefined): string[] | string {
  if (process.platform !== "linux") return `needs Linux (bubblewrap); this is ${process.platform}`;
  const bwrap = findExecutable("bwrap", toolPath);
  if (!bwrap) return "bwrap not found on PATH (install bubblewrap: `sudo apt-get install -y bubblewrap`)";
  const truePath = findExecutable("true", toolPath);
  if (!truePath) return "`true` not found on PATH (coreutils), needed to try the sandbox";
  let prefix: string[] = [];
  if (sandbox.network === "none") {
    const unshare = findExecutable("unshare", toolPath);
    if (!unshare) return 'unshare not found on PATH (util-linux), needed for network: "none"';
    // As root a network namespace needs no user namespace; otherwise one maps us to ourselves (bwrap nests its own in it).
    prefix = process.getuid?.() === 0 ? [unshare, "--net", "--"] : [unshare, "--user", "--map-current-user", "--net", "--"];
  }
  const argv = [
    ...prefix,
    bwrap,
    "--die-with-parent",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...(sandbox.network === "loopback" ? ["--unshare-net"] : []),
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
  ];
  const refused = probeSandbox([...argv, "--"], truePath);
  if (refused !== null) {
    const hint = /permission|not permitted|denied|No permissions/i.test(refused) ? `; ${AT_UBUNTU}` : "";
    return `${sandbox.network === "none" ? "unshare + bwrap" : "bwrap"} cannot create the namespaces here (${refused})${hint}`;
  }
  return argv;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
