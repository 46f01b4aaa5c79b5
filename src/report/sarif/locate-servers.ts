/**
 * The line of each server's entry in a config file, for SARIF locations:
 * `servers.<name>` (or the single `server:`, named "default") in YAML and
 * JSON, found with positions; in a TS/JS config, the first `<name>:` line.
 */
import { isMap, isScalar, LineCounter, parseDocument } from "yaml";

/** 1-based line of server `name`'s entry, undefined when not found. */
export function locateServers(text: string, fileName: string): (name: string) => number | undefined {
  if (/\.(json|ya?ml)$/i.test(fileName)) {
    try {
      return locateInYaml(text);
    } catch {
      // A file that no longer parses is still searched by text.
    }
  }
  const lines = text.split(/\r?\n/);
  return (name) => {
    const key = name === "default" ? "server" : name;
    const pattern = new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`);
    const index = lines.findIndex((line) => pattern.test(line));
    return index === -1 ? undefined : index + 1;
  };
}

function locateInYaml(text: string): (name: string) => number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lines = new Map<string, number>();
  const root = doc.contents;
  if (isMap(root)) {
    for (const pair of root.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const line = lineCounter.linePos(pair.key.range[0]).line;
      if (pair.key.value === "server") lines.set("default", line);
      if (pair.key.value !== "servers" || !isMap(pair.value)) continue;
      for (const server of pair.value.items) {
        if (isScalar(server.key) && typeof server.key.value === "string" && server.key.range)
          lines.set(server.key.value, lineCounter.linePos(server.key.range[0]).line);
      }
    }
  }
  return (name) => lines.get(name);
}
