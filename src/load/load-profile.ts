/**
 * The tool tests a load run replays: `load.tests` by name ("suite/test" or
 * the test's own name), else every tool test of the config. A name that
 * matches nothing, or a config without tool tests, is a config error naming
 * what exists.
 */
import type { ResolvedConfig, ResolvedToolTest } from "../config/resolved-config.js";
import { ConfigError } from "../errors.js";
import { clipText } from "../util/clip-text.js";

export function loadProfile(
  config: Pick<ResolvedConfig, "toolHealthSuites" | "file">,
  names: readonly string[] | undefined,
): ResolvedToolTest[] {
  const all = config.toolHealthSuites.flatMap((suite) => suite.tests);
  const where = config.file ? `${config.file}: ` : "";
  if (all.length === 0) {
    throw new ConfigError(
      `${where}toolHealthSuites: mcpvals load replays the config's tool tests, and it has none. Add a suite with a test per tool to load (docs/load.md).`,
      { ...(config.file ? { file: config.file } : {}), issues: [{ path: "toolHealthSuites", message: "no tool tests to replay as load" }] },
    );
  }
  if (names === undefined) return all;
  const issues: Array<{ path: string; message: string }> = [];
  const chosen = names.flatMap((name, index) => {
    const found = all.filter((t) => `${t.suite}/${t.name}` === name || t.name === name);
    if (found.length === 0) {
      const known = all.map((t) => `${t.suite}/${t.name}`).join(", ");
      issues.push({ path: `load.tests[${index}]`, message: `no tool test "${clipText(name, 200)}" (tests: ${clipText(known, 2000)})` });
    }
    return found;
  });
  if (issues.length > 0) {
    throw new ConfigError(`${where}${issues.map((i) => `${i.path}: ${i.message}`).join("\n")}`, {
      ...(config.file ? { file: config.file } : {}),
      issues,
    });
  }
  return [...new Set(chosen)];
}
