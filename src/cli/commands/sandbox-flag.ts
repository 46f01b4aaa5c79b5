/**
 * `--sandbox` (check, init, tools, load): every stdio server without a `sandbox`
 * of its own gets the default one (protocol/sandbox-schema.ts: no network,
 * read-only files but its temporary folder, required). A server's own
 * settings win: the config knows what it needs (a `write` path, loopback).
 */
import { UsageError } from "../../errors.js";
import { parentEnvOf, withParentEnv } from "../../util/safe-env.js";
import { SandboxSchema } from "../../protocol/sandbox-schema.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import { nameTable } from "../../util/name-table.js";
import type { CliFlags } from "../cli-flags.js";

/** `--sandbox` as commander sets it (CliFlags<"sandbox"> alone would also forbid every other key). */
export type SandboxFlags = Partial<Pick<CliFlags<"sandbox">, "sandbox">>;

/** `servers` with the default sandbox on each stdio server that has none, when `--sandbox` was given. */
export function applySandboxFlag(servers: Readonly<Record<string, ServerSpec>>, flags: SandboxFlags): Record<string, ServerSpec> {
  if (flags.sandbox !== true) return { ...servers };
  const entries = Object.entries(servers);
  if (!entries.some(([, spec]) => spec.transport === "stdio")) {
    throw new UsageError(
      "--sandbox confines a server mcpvals starts (`-- CMD` or a config `command`); an HTTP server runs where it was started: sandbox it there",
    );
  }
  return nameTable(
    entries.map(([name, spec]) => [
      name,
      spec.transport === "stdio" && !spec.sandbox ? withParentEnv({ ...spec, sandbox: SandboxSchema.parse({}) }, parentEnvOf(spec)) : spec,
    ]),
  );
}
