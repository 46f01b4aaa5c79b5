/**
 * The servers of a config: the single `server` (named "default") and the
 * named `servers`, with every reference to a server name checked (workflow
 * `servers`, `preconnect`, tool tests) so that a typo is a ConfigError with
 * its field path and the valid names, not a surprise at run time.
 */
import path from "node:path";
import type { ConfigIssue } from "./format-config-issues.js";
import type { Config } from "./schema.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { DEFAULT_SERVER_NAME, QUALIFIED_TOOL_SEPARATOR, splitQualifiedName } from "../protocol/server-names.js";
import { nameTable } from "../util/name-table.js";
import { clipText } from "../util/clip-text.js";
import { mergeClientSide } from "../protocol/client-side-schema.js";
import { ModelSpecSchema, type ModelSpec } from "./schema.js";

/** A server whose sampling requests a model answers: the model (undefined = the agent's) and where it was configured. */
export interface SamplingModel {
  model: ModelSpec | undefined;
  /** Config path of the sampling settings, for errors (`client.sampling`, `servers.db.client.sampling`). */
  path: string;
}

/**
 * The configured servers by name, in config order, with stdio `cwd` resolved
 * against `baseDir` and the top-level `client` merged under each server's own.
 */
export function resolveServers(
  config: Config,
  baseDir: string,
): { servers: Record<string, ServerSpec>; samplingModels: Record<string, SamplingModel>; issues: ConfigIssue[] } {
  const issues: ConfigIssue[] = [];
  const servers = nameTable<ServerSpec>();
  const samplingModels = nameTable<SamplingModel>();
  const add = (name: string, spec: ServerSpec, path: string) => {
    const own = spec.client?.sampling?.model;
    // mcp/ checks a server's own sampling model loosely; here it must be a model spec.
    if (own !== undefined && !ModelSpecSchema.safeParse(own).success) {
      issues.push({
        path: `${path}.client.sampling.model`,
        message: 'not a model: give "provider:model" or a model object (provider, model, ...)',
      });
    }
    const client = mergeClientSide(config.client, spec.client);
    servers[name] = resolveServerCwd(client ? { ...spec, client } : spec, baseDir);
    if (client?.sampling && client.sampling.text === undefined) {
      const where = spec.client?.sampling ? `${path}.client.sampling` : "client.sampling";
      samplingModels[name] = { model: client.sampling.model as ModelSpec | undefined, path: where };
    }
  };
  if (config.server) add(DEFAULT_SERVER_NAME, config.server, "server");
  for (const [name, spec] of Object.entries(config.servers ?? {})) {
    if (name === DEFAULT_SERVER_NAME && config.server) {
      issues.push({
        path: `servers.${name}`,
        message: `conflicts with \`server\`, which is named "${DEFAULT_SERVER_NAME}" when \`servers\` is also given; rename one`,
      });
      continue;
    }
    add(name, spec, `servers.${name}`);
  }
  if (Object.keys(servers).length === 0) {
    issues.push({ path: "server", message: "no server to test: give `server` (one server) or `servers` (several, by name)" });
  }
  return { servers, samplingModels, issues };
}

function resolveServerCwd(server: ServerSpec, baseDir: string): ServerSpec {
  if (server.transport !== "stdio") return resolveAssertionFiles(server, baseDir);
  // Sandbox `write` paths are relative to the config file too, like `cwd`.
  const sandbox = server.sandbox && { ...server.sandbox, write: server.sandbox.write.map((p) => path.resolve(baseDir, p)) };
  return { ...server, cwd: path.resolve(baseDir, server.cwd ?? "."), ...(sandbox ? { sandbox } : {}) };
}

/** A grant's JWT `file` (jwtBearer.assertion, idJag.idToken) is relative to the config file too. */
function resolveAssertionFiles(server: Exclude<ServerSpec, { transport: "stdio" }>, baseDir: string): ServerSpec {
  const { auth } = server;
  if (!auth || (!auth.jwtBearer?.assertion.file && !auth.idJag?.idToken.file)) return server;
  const at = <T extends { file?: string }>(source: T): T =>
    source.file ? { ...source, file: path.resolve(baseDir, source.file) } : source;
  const jwtBearer = auth.jwtBearer && { ...auth.jwtBearer, assertion: at(auth.jwtBearer.assertion) };
  const idJag = auth.idJag && { ...auth.idJag, idToken: at(auth.idJag.idToken) };
  return { ...server, auth: { ...auth, ...(jwtBearer ? { jwtBearer } : {}), ...(idJag ? { idJag } : {}) } };
}

/** Problems with server names used in `preconnect` and `workflows[].servers`. */
export function serverReferenceIssues(config: Config, names: string[]): ConfigIssue[] {
  if (names.length === 0) return [];
  const known = new Set(names);
  const valid = names.map((n) => `"${n}"`).join(", ");
  const issues: ConfigIssue[] = [];
  config.preconnect.forEach((name, index) => {
    if (!known.has(name))
      issues.push({ path: `preconnect[${index}]`, message: `no server named "${clipText(name, 100)}"; servers in the config: ${valid}` });
  });
  config.workflows.forEach((workflow, i) => {
    workflow.servers?.forEach((name, j) => {
      if (!known.has(name))
        issues.push({
          path: `workflows[${i}].servers[${j}]`,
          message: `no server named "${clipText(name, 100)}"; servers in the config: ${valid}`,
        });
    });
  });
  return issues;
}

/**
 * Which server a tool test calls, and the tool's own name there: the test's
 * `server`, else the suite's, else a qualified tool name, else the only
 * server. With several servers and none of these, it is an issue: guessing
 * from tool lists would mean starting servers at load time.
 */
export function resolveTestServer(
  tool: string,
  explicit: string | undefined,
  names: string[],
  where: string,
): { server: string; tool: string } | ConfigIssue {
  const valid = names.map((n) => `"${n}"`).join(", ");
  if (explicit !== undefined) {
    if (!names.includes(explicit))
      return { path: `${where}.server`, message: `no server named "${clipText(explicit, 100)}"; servers in the config: ${valid}` };
    const split = splitQualifiedName(tool, [explicit]);
    return { server: explicit, tool: split?.tool ?? tool };
  }
  const split = splitQualifiedName(tool, names);
  if (split) return split;
  if (names.length === 1) return { server: names[0]!, tool };
  return {
    path: where,
    message: `several servers are configured (${valid}): say which one offers "${tool}" with \`server\` on the test or its suite, or name the tool "<server>${QUALIFIED_TOOL_SEPARATOR}${tool}"`,
  };
}
