/** `run --hosts a,b` (or all): host ids only, each known; a typo is a usage error naming the closest (exit 2). */
import { UsageError } from "../../errors.js";
import { HOST_IDS } from "../../hosts/run-adapter.js";
import { clipText } from "../../util/clip-text.js";
import { closest } from "../../util/closest-name.js";

export function runHosts(flag: string): string[] {
  const ids = flag
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  if (ids.length === 0)
    throw new UsageError(`--hosts ${clipText(flag, 100)} names no host; use all or a comma-separated list of ${HOST_IDS.join(", ")}`);
  for (const id of ids)
    if (id !== "all" && !HOST_IDS.includes(id)) {
      const near = closest(id, [...HOST_IDS]);
      throw new UsageError(
        `--hosts: "${clipText(id, 100)}" is no host to run as${near ? ` (did you mean ${near}?)` : ""}; use all or ${HOST_IDS.join(", ")}`,
      );
    }
  return ids;
}
