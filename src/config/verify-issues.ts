import type { ConfigIssue } from "./format-config-issues.js";
import type { Config } from "./schema.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { DATABASE_ID_TOKEN } from "../protocol/substitute-database-id.js";

/**
 * Checks of the verification fields the schema cannot express: `minPass`
 * must not exceed the runs, and `{{databaseId}}` in the server spec only
 * works when each workflow run starts its own server process.
 */
export function verifyIssues(config: Config): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  config.workflows.forEach((workflow, index) => {
    const repeats = workflow.repeats ?? config.repeats ?? 1;
    if (workflow.minPass !== undefined && workflow.minPass > repeats) {
      issues.push({
        path: `workflows[${index}].minPass`,
        message: `is ${workflow.minPass} but the workflow runs only ${repeats} time(s) (repeats); minPass must be at most repeats`,
      });
    }
  });
  // A misspelt placeholder would silently stay literal (every run sharing one "{{databaseID}}.db").
  const serverEntries = Object.entries(config.servers ?? {}).map(([name, spec]): [string, ServerSpec] => [`servers.${name}`, spec]);
  if (config.server) serverEntries.unshift(["server", config.server]);
  const places: Array<[string, unknown]> = [...serverEntries];
  config.workflows.forEach((w, i) =>
    places.push([`workflows[${i}].verify`, w.verify], [`workflows[${i}].setup`, w.setup], [`workflows[${i}].teardown`, w.teardown]),
  );
  for (const [path, value] of places) {
    for (const token of new Set(JSON.stringify(value).match(/\{\{\s*[A-Za-z_]\w*\s*\}\}/g) ?? [])) {
      if (token !== DATABASE_ID_TOKEN && /data|db/i.test(token)) {
        issues.push({ path, message: `unknown placeholder ${token}: the per-run placeholder is spelt ${DATABASE_ID_TOKEN}` });
      }
    }
  }
  for (const [path, server] of serverEntries) {
    const shared = server.transport !== "stdio" || config.isolation === "run";
    if (shared && JSON.stringify(server).includes(DATABASE_ID_TOKEN)) {
      issues.push({
        path,
        message: `uses ${DATABASE_ID_TOKEN}, but one server connection is shared by every workflow run (${server.transport === "stdio" ? "isolation: run" : "an HTTP server"}); a per-run id can only reach a stdio server with isolation: workflow. Use ${DATABASE_ID_TOKEN} in setup, teardown and verify instead`,
      });
    }
  }
  return issues;
}
