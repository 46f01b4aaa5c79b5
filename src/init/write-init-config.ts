/**
 * `mcpvals init`: connect to a server (through the ConnectionManager), learn
 * what it offers, and write a first config that validates and, with the
 * scripted driver, passes. Never overwrites a file unless asked to.
 */
import { access, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { resolveConfig } from "../config/load-config.js";
import { UsageError } from "../errors.js";
import { ConnectionManager } from "../mcp/pool/connection-manager.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { probeTargets, type ProbedTarget } from "./probe-targets.js";
import { newDatabaseId, substituteDatabaseId } from "../protocol/substitute-database-id.js";
import { renderInitConfig } from "./render-init-config.js";
import { safeEnv } from "../util/safe-env.js";
import { uriTemplatesFor } from "../config/uri-templates.js";

export interface WriteInitConfigOptions {
  spec: ServerSpec;
  /** Absolute path of the file to write. */
  out: string;
  /** Replace an existing file. @default false */
  force?: boolean;
  /** Try read-only tools, resources and prompts before writing them as live tests. @default true */
  call?: boolean;
  connectTimeoutMs?: number;
  /** The stdio server's env as it is to be written (initServerEnv); none when the server came from the command line. */
  env?: Readonly<Record<string, { value: string; reference: boolean }>>;
  signal?: AbortSignal;
}

export interface InitSummary {
  file: string;
  targets: ProbedTarget[];
}

/** The written server env keeps the config's `${VAR}` references: whether they are set is the later run's business. */
const ANY_VARIABLE_SET: Record<string, string> = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? "set" : undefined) });

/** The package's JSON Schema (lib/init/ → schema/). */
const SCHEMA_FILE = fileURLToPath(new URL("../../schema/mcpvals.config.schema.json", import.meta.url));

export async function writeInitConfig({
  spec,
  out,
  force = false,
  call = true,
  connectTimeoutMs = 30_000,
  env,
  signal,
}: WriteInitConfigOptions): Promise<InitSummary> {
  if (!force && (await exists(out))) throw new UsageError(`${out} exists: pass --force to replace it, or --out to write another file.`);
  const connections = new ConnectionManager({ servers: {}, connectTimeoutMs, isolation: "run", maxRetries: 0, signal });
  try {
    // The server starts with its own `{{databaseId}}`; the config written keeps the placeholder.
    const connection = await connections.connectInline("default", substituteDatabaseId(spec, newDatabaseId()), signal);
    // What the server process was given (our safe subset plus its own env): an answer quoting any of it is not a test to keep.
    const envValues = [...Object.values(safeEnv()), ...(spec.transport === "stdio" ? Object.values(spec.env) : [])];
    const targets = await probeTargets(connection, { call, envValues, signal });
    const schemaPath = path.relative(path.dirname(out), SCHEMA_FILE).split(path.sep).join("/");
    const text = renderInitConfig({
      spec,
      serverInfo: connection.serverInfo,
      protocolVersion: connection.protocolVersion,
      targets,
      schemaPath,
      date: new Date().toISOString().slice(0, 10),
      ...(env ? { env } : {}),
    });
    // What we write must load: a config error here is our bug, caught before the file exists. With no
    // live test it has nothing to run yet, but it still serves check, tools and proxy, and its comments say what to fill in.
    const data: unknown = parse(text);
    const requireWork = targets.some((t) => t.disabled === null);
    resolveConfig(data, { file: out, env: ANY_VARIABLE_SET, requireWork, uriTemplates: await uriTemplatesFor(data) });
    await writeFile(out, text, { flag: force ? "w" : "wx" });
    return { file: out, targets };
  } finally {
    await connections.closeAll();
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
