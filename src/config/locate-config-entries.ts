/**
 * Finds the line of each workflow and tool test in a config file, so that
 * annotations on a pull request point at the entry that failed. YAML and
 * JSON (JSON is YAML) are parsed with positions; for TS/JS configs, which
 * cannot be read without running them, the `name: "..."` text is searched
 * for (callers fall back to line 1).
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";

/** Where the config's entries are: 1-based lines, undefined when not found. */
export interface ConfigLocations {
  workflow(name: string): number | undefined;
  suite(name: string): number | undefined;
  toolTest(suite: string, test: string): number | undefined;
}

/** Locates entries in the text of a config file; `fileName` decides how (by its extension). */
export function locateConfigEntries(text: string, fileName: string): ConfigLocations {
  if (/\.(json|ya?ml)$/i.test(fileName)) {
    try {
      return locateInYaml(text);
    } catch {
      // A file that no longer parses still gets annotations, by text search.
    }
  }
  return locateByText(text);
}

function locateInYaml(text: string): ConfigLocations {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const workflowLines = new Map<string, number>();
  const suiteLines = new Map<string, number>();
  const testLines = new Map<string, number>();
  const located: ConfigLocations = {
    workflow: (name) => workflowLines.get(name),
    suite: (name) => suiteLines.get(name),
    toolTest: (suite, test) => testLines.get(`${suite}\u0000${test}`),
  };
  const root = doc.contents;
  if (!isMap(root)) return located;
  const lineOf = (node: Node): number | undefined => (node.range ? lineCounter.linePos(node.range[0]).line : undefined);
  const named = (item: unknown): { name: string; line: number | undefined; tests: unknown } | null => {
    if (!isMap(item)) return null;
    const name = item.get("name", true);
    if (!isScalar(name) || typeof name.value !== "string") return null;
    return { name: name.value, line: lineOf(item) ?? lineOf(name), tests: item.get("tests", true) };
  };
  const workflows = root.get("workflows", true);
  if (isSeq(workflows)) {
    for (const item of workflows.items) {
      const entry = named(item);
      if (entry?.line !== undefined && !workflowLines.has(entry.name)) workflowLines.set(entry.name, entry.line);
    }
  }
  const suites = root.get("toolHealthSuites", true);
  if (isSeq(suites)) {
    for (const item of suites.items) {
      const suite = named(item);
      if (!suite) continue;
      if (suite.line !== undefined && !suiteLines.has(suite.name)) suiteLines.set(suite.name, suite.line);
      if (!isSeq(suite.tests)) continue;
      for (const testItem of suite.tests.items) {
        const test = named(testItem);
        const key = test ? `${suite.name}\u0000${test.name}` : "";
        if (test?.line !== undefined && !testLines.has(key)) testLines.set(key, test.line);
      }
    }
  }
  return located;
}

/** Best effort for code configs: the first line with `name: "<name>"` (any quote). */
function locateByText(text: string): ConfigLocations {
  const lines = text.split(/\r?\n/);
  /** First 1-based line at or after line `from` with the name. */
  const find = (name: string, from = 1): number | undefined => {
    const pattern = new RegExp(`\\bname\\s*:\\s*(["'\`])${escapeRegExp(name)}\\1`);
    for (let i = from - 1; i < lines.length; i++) if (pattern.test(lines[i]!)) return i + 1;
    return undefined;
  };
  return {
    workflow: (name) => find(name),
    suite: (name) => find(name),
    // A test name can repeat across suites: look after the suite's own line first.
    toolTest: (suite, test) => find(test, find(suite) ?? 1) ?? find(test),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
