/** Resolving each tool-health test to the server and target it runs against. */
import type { ConfigIssue } from "./format-config-issues.js";
import type { ResolvedConfig, ResolvedToolTest, ToolTestTarget } from "./resolved-config.js";
import { resolveTestTarget } from "./resolve-test-target.js";
import { targetKey } from "../util/target-key.js";
import { resolveTestServer } from "./resolve-servers.js";
import { splitQualifiedName } from "../protocol/server-names.js";
import type { Config, ToolHealthSuite } from "./schema.js";
import type { UriTemplates } from "./uri-templates.js";

/** Where a tool-health test runs: its server, the tool (or target key) and arguments. */
export type TestServer = { server: string; tool: string; target: ToolTestTarget; args: Record<string, unknown> };

/**
 * `configured` decides the "only server" default; a test may also name one era
 * of a multi-era server (`everything-2025-11-25`), explicitly or as a tool prefix.
 */
export function resolveTestServers(
  config: Config,
  configured: string[],
  all: string[],
  templates: UriTemplates | undefined,
): Array<Array<TestServer | ConfigIssue>> {
  const eraOnly = all.filter((name) => !configured.includes(name));
  return config.toolHealthSuites.map((suite, i) =>
    suite.tests.flatMap((test, j): Array<TestServer | ConfigIssue> => {
      const where = `toolHealthSuites[${i}].tests[${j}]`;
      const resolved = resolveTestTarget(test, where, templates);
      if (Array.isArray(resolved)) return resolved;
      const explicit = test.server ?? suite.server;
      const namesEra =
        (explicit !== undefined && eraOnly.includes(explicit)) ||
        (explicit === undefined && splitQualifiedName(resolved.name, eraOnly) !== undefined);
      const found = resolveTestServer(resolved.name, explicit, namesEra ? all : configured, where);
      if ("message" in found) return [found];
      // The server's own name (a `server__name` prefix is dropped); a resource URI is never split.
      const target = resolved.target.kind === "resource" ? resolved.target : { ...resolved.target, name: found.tool };
      const tool =
        target.kind === "tool"
          ? target.name
          : target.kind === "prompt"
            ? targetKey("prompt", target.name)
            : targetKey("resource", target.uri);
      return [{ server: found.server, tool, target, args: resolved.args }];
    }),
  );
}

/** A suite with each test resolved against its server, with the timeout it inherits. */
export function resolveSuite(
  suite: ToolHealthSuite,
  toolCallMs: number,
  servers: TestServer[],
): ResolvedConfig["toolHealthSuites"][number] {
  const { tests, ...rest } = suite;
  return {
    ...rest,
    tests: tests.map((test, index): ResolvedToolTest => ({
      suite: suite.name,
      name: test.name,
      tool: servers[index]!.tool,
      target: servers[index]!.target,
      server: servers[index]!.server,
      args: servers[index]!.args,
      ...(test.expectedMimeType !== undefined ? { expectedMimeType: test.expectedMimeType } : {}),
      expectedResult: test.expectedResult,
      expectedError: test.expectedError,
      maxLatency: test.maxLatency,
      retries: test.retries,
      timeoutMs: test.timeout ?? suite.timeout ?? toolCallMs,
      ...(test.allowMissing !== undefined ? { allowMissing: test.allowMissing } : {}),
    })),
  };
}
