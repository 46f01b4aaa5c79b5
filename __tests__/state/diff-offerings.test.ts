/**
 * The change list over resources, templates and prompts (pure), and the
 * migration: a tools.json written before they were recorded reads as before
 * and reports nothing for them, then records them.
 */
import { diffTools } from "../../src/state/diff-tools.js";
import { recordTools } from "../../src/state/record-run.js";
import { ToolsFileSchema, type ToolsFile } from "../../src/state/state-files.js";
import type { ServerOfferings } from "../../src/protocol/server-offerings.js";

const AT = "2026-11-01T00:00:00.000Z";
const tool = { name: "echo", description: "Echo.", inputSchema: { type: "object" as const, properties: {} } };

const v1: ServerOfferings = {
  resources: [
    { uri: "x://readme", name: "readme", mimeType: "text/plain" },
    { uri: "x://config", name: "config", mimeType: "application/json" },
  ],
  resourceTemplates: [{ uriTemplate: "x://notes/{id}", name: "note", mimeType: "text/plain" }],
  prompts: [
    { name: "greet", arguments: [{ name: "name", required: true }] },
    { name: "summarize", description: "Summarize.", arguments: [{ name: "text", required: true }, { name: "style" }] },
  ],
};

const v2: ServerOfferings = {
  resources: [
    { uri: "x://readme", name: "readme", mimeType: "text/markdown" },
    { uri: "x://changelog", name: "changelog", mimeType: "text/plain" },
  ],
  resourceTemplates: [{ uriTemplate: "x://notes/{id}", name: "note", mimeType: "text/plain", description: "Any note." }],
  prompts: [
    {
      name: "greet",
      arguments: [
        { name: "name", required: true },
        { name: "language", required: true },
      ],
    },
    { name: "summarize", description: "Summarize a text.", arguments: [{ name: "text", required: true }] },
    { name: "farewell" },
  ],
};

test("a tools.json of today (tools only) still reads; its server reports no resource or prompt changes, and the next record adds them", () => {
  const today = { version: 1, updatedAt: AT, servers: { s: { at: AT, serverInfo: null, toolsHash: "h", tools: {} } } };
  const baseline: ToolsFile = ToolsFileSchema.parse(today);
  const changes = diffTools({ baseline, servers: [{ server: "s", tools: [], offerings: v2 }] });
  expect(changes.entries).toEqual([]);
  const next = recordTools(baseline, [{ server: "s", tools: [], offerings: v2 }], AT);
  expect(Object.keys(next.servers.s!.resources!)).toEqual(["x://readme", "x://changelog"]);
  expect(next.servers.s!.prompts!.greet!.arguments).toEqual([
    { name: "name", description: null, required: true },
    { name: "language", description: null, required: true },
  ]);
});

test("added, removed and changed resources, templates and prompts, with breaking flags", () => {
  const baseline = recordTools(null, [{ server: "s", tools: [tool], offerings: v1 }], AT);
  const changes = diffTools({ baseline, servers: [{ server: "s", tools: [tool], offerings: v2 }] });
  expect(changes.breaking).toBe(true);
  expect(changes.unchanged).toBe(1); // the tool
  expect(changes.entries.map((e) => [e.tool, e.target, e.status, e.breaking])).toEqual([
    ["resource:x://changelog", "resource", "added", false],
    ["resource:x://readme", "resource", "changed", true],
    ["resource:x://config", "resource", "removed", true],
    ["resource-template:x://notes/{id}", "resource-template", "changed", false],
    ["prompt:farewell", "prompt", "added", false],
    ["prompt:greet", "prompt", "changed", true],
    ["prompt:summarize", "prompt", "changed", false],
  ]);
  const changed = (key: string) => changes.entries.find((e) => e.tool === key)!.changes;
  expect(changed("resource:x://readme")).toEqual([
    { kind: "mime-type-changed", parameter: null, message: "MIME type changed: text/plain → text/markdown", breaking: true },
  ]);
  expect(changed("prompt:greet")).toEqual([
    { kind: "parameter-added", parameter: "language", message: "required argument `language` added", breaking: true },
  ]);
  expect(changed("prompt:summarize")).toEqual([
    { kind: "description-changed", parameter: null, message: "description changed", breaking: false },
    { kind: "parameter-removed", parameter: "style", message: "argument `style` removed", breaking: false },
  ]);
});

test("a kind whose list failed this run reports nothing and keeps its baseline", () => {
  const baseline = recordTools(null, [{ server: "s", tools: [tool], offerings: v1 }], AT);
  const unknown = { ...v2, prompts: undefined };
  expect(
    diffTools({ baseline, servers: [{ server: "s", tools: [tool], offerings: unknown }] }).entries.some((e) => e.target === "prompt"),
  ).toBe(false);
  const next = recordTools(baseline, [{ server: "s", tools: [tool], offerings: unknown }], AT);
  expect(next.servers.s!.prompts).toEqual(baseline.servers.s!.prompts);
});
