/**
 * `mcpvals init [-- COMMAND ARGS… | --url URL] [--out FILE] [--force]`:
 * writes a first config from a live server.
 */
import { resolve } from "node:path";
import { UsageError } from "../../errors.js";
import { EXIT } from "../../exit-code.js";
import { writeInitConfig } from "../../init/write-init-config.js";
import { initServerEnv, rawServerEnv } from "../../init/init-server-env.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import { targetServers, type TargetFlags } from "./target-servers.js";
import type { CliFlags } from "../cli-flags.js";

/** `--out` has init's own default (cli-commands.ts). */
export type InitFlags = TargetFlags & CliFlags<"out" | "force" | "noCall" | "debug", "out">;

export async function initCommand(command: string[], flags: InitFlags, io: CliIo): Promise<number> {
  try {
    const { servers, secrets, file: configFile } = await targetServers(command, flags, io, "init");
    const entries = Object.entries(servers);
    if (entries.length !== 1)
      throw new UsageError(`init writes a config for one server; the config has ${entries.length}: name one with --server.`);
    const [name, spec] = entries[0]!;
    const out = resolve(io.cwd, flags.out);
    // A server from a config keeps its env (the variables it needs), references and secrets never written out.
    const env =
      configFile !== null && spec.transport === "stdio"
        ? initServerEnv({ env: spec.env, raw: await rawServerEnv(configFile, name, io.signal), secrets })
        : undefined;
    const { file, targets } = await writeInitConfig({ spec, out, force: flags.force === true, call: flags.call, env, signal: io.signal });
    const live = targets.filter((t) => t.disabled === null).length;
    const next =
      live > 0
        ? `Run it: npx mcpvals run -c ${flags.out}`
        : "Nothing in it runs yet: init calls only tools annotated readOnlyHint. Uncomment a test once its arguments are real, then run it.";
    io.stdout.write(
      `Wrote ${file} for server "${name}": ${live} live test${live === 1 ? "" : "s"}, ${targets.length - live} commented out (each says why).\n${next}\n`,
    );
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
