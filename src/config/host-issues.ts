/**
 * `hosts:` must name known profiles: a typo would grade nothing for the host
 * its author meant, and say so only in a missing section of the report.
 */
import { clipText } from "../util/clip-text.js";
import type { ConfigIssue } from "./format-config-issues.js";
import type { Config } from "./schema.js";
import { closest } from "../util/closest-name.js";
import { PROFILE_IDS } from "../hosts/profile-table.js";

export function hostIssues(config: Config): ConfigIssue[] {
  return (config.hosts ?? []).flatMap((id, index) => {
    if (id === "all" || PROFILE_IDS.includes(id)) return [];
    const near = closest(id, [...PROFILE_IDS]);
    return [
      {
        path: `hosts[${index}]`,
        message: `no host or model-API profile named "${clipText(id, 100)}"${near ? `; did you mean "${near}"?` : ""}`,
      },
    ];
  });
}
