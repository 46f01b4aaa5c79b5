import type { ConfigIssue } from "./format-config-issues.js";
import type { Config } from "./schema.js";
import { DATABASE_ID_TOKEN } from "../verify/substitute-database-id.js";

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
      issues.push({ path: `workflows[${index}].minPass`, message: `is ${workflow.minPass} but the workflow runs only ${repeats} time(s) (repeats); minPass must be at most repeats` });
    }
  });
  const shared = config.server.transport !== "stdio" || config.isolation === "run";
  if (shared && JSON.stringify(config.server).includes(DATABASE_ID_TOKEN)) {
    issues.push({
      path: "server",
      message: `uses ${DATABASE_ID_TOKEN}, but one server connection is shared by every workflow run (${config.server.transport === "stdio" ? "isolation: run" : "an HTTP server"}); a per-run id can only reach a stdio server with isolation: workflow. Use ${DATABASE_ID_TOKEN} in setup, teardown and verify instead`,
    });
  }
  return issues;
}
