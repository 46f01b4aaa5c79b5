import type { McpTool as Tool } from "../../src/protocol/mcp-types.js";
import { diffTool } from "../../src/state/diff-tool.js";
import { diffTools, toolsToReprocess } from "../../src/state/diff-tools.js";
import { recordTools } from "../../src/state/record-run.js";
import { toolSnapshot } from "../../src/state/tool-snapshot.js";

const tool = (name: string, inputSchema: Record<string, unknown>, extra: Partial<Tool> = {}): Tool =>
  ({ name, description: `${name} tool`, inputSchema: { type: "object", ...inputSchema }, ...extra }) as Tool;

const change = (before: Tool, after: Tool) => diffTool(toolSnapshot(before), toolSnapshot(after));

describe("diffTool: what changed, and is it breaking", () => {
  test("a new required parameter is breaking; a new optional one is not", () => {
    const before = tool("t", { properties: { a: { type: "string" } }, required: ["a"] });
    const after = tool("t", { properties: { a: { type: "string" }, b: { type: "number" }, c: { type: "string" } }, required: ["a", "b"] });
    expect(change(before, after)).toEqual([
      { kind: "parameter-added", parameter: "b", message: "required parameter `b` added", breaking: true },
      { kind: "parameter-added", parameter: "c", message: "optional parameter `c` added", breaking: false },
    ]);
  });

  test("an optional parameter becoming required is breaking; the reverse is not", () => {
    const optional = tool("t", { properties: { a: { type: "string" } } });
    const required = tool("t", { properties: { a: { type: "string" } }, required: ["a"] });
    expect(change(optional, required)).toEqual([
      { kind: "parameter-required", parameter: "a", message: "parameter `a` became required", breaking: true },
    ]);
    expect(change(required, optional)).toEqual([
      { kind: "parameter-optional", parameter: "a", message: "parameter `a` became optional", breaking: false },
    ]);
  });

  test.each([
    ["narrowed from a union", ["string", "number"], "string", true],
    ["to an unrelated type", "string", "boolean", true],
    ["number to integer", "number", "integer", true],
    ["widened to a union", "string", ["string", "null"], false],
    ["integer to number", "integer", "number", false],
    ["any to string", undefined, "string", true],
    ["string to any", "string", undefined, false],
  ])("type %s", (_name, from, to, breaking) => {
    const schema = (type: unknown) => ({ properties: { p: type === undefined ? {} : { type } } });
    const changes = change(tool("t", schema(from)), tool("t", schema(to)));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: "type-changed", parameter: "p", breaking });
    expect(changes[0]!.message).toMatch(breaking ? /narrowed/ : /widened/);
  });

  test("anyOf alternatives count as the union of their types", () => {
    const before = tool("t", { properties: { p: { anyOf: [{ type: "string" }, { type: "number" }] } } });
    const after = tool("t", { properties: { p: { type: "string" } } });
    expect(change(before, after)[0]).toMatchObject({
      kind: "type-changed",
      breaking: true,
      message: "parameter `p` type changed: number | string → string (narrowed)",
    });
  });

  test("a removed parameter is breaking only when unknown parameters are rejected", () => {
    const before = tool("t", { properties: { a: {}, b: {} } });
    expect(change(before, tool("t", { properties: { a: {} } }))).toEqual([
      { kind: "parameter-removed", parameter: "b", message: "parameter `b` removed", breaking: false },
    ]);
    expect(change(before, tool("t", { properties: { a: {} }, additionalProperties: false }))[0]).toMatchObject({
      kind: "parameter-removed",
      breaking: true,
    });
  });

  test("enum values dropped are breaking", () => {
    const before = tool("t", { properties: { unit: { type: "string", enum: ["c", "f"] } } });
    const after = tool("t", { properties: { unit: { type: "string", enum: ["c"] } } });
    expect(change(before, after)).toEqual([
      { kind: "input-schema-changed", parameter: "unit", message: 'parameter `unit` no longer accepts "f"', breaking: true },
    ]);
  });

  test("description, title, annotations and a reworded parameter description are not breaking", () => {
    const before = tool(
      "t",
      { properties: { a: { type: "string", description: "old" } } },
      { title: "T", annotations: { readOnlyHint: true } },
    );
    const after = tool(
      "t",
      { properties: { a: { type: "string", description: "new" } } },
      { description: "reworded", title: "T2", annotations: { readOnlyHint: false } },
    );
    expect(change(before, after)).toEqual([
      { kind: "description-changed", parameter: null, message: "description changed", breaking: false },
      { kind: "title-changed", parameter: null, message: "title changed", breaking: false },
      { kind: "input-schema-changed", parameter: null, message: "input schema changed", breaking: false },
      { kind: "annotations-changed", parameter: null, message: "annotations changed: readOnlyHint true → false", breaking: false },
    ]);
  });

  test("output schema: a required field no longer guaranteed, or the schema removed, is breaking; added is not", () => {
    const out = (required: string[]) => ({
      type: "object" as const,
      properties: { sum: { type: "number" }, n: { type: "number" } },
      required,
    });
    expect(change(tool("t", {}, { outputSchema: out(["sum", "n"]) }), tool("t", {}, { outputSchema: out(["n"]) }))).toEqual([
      {
        kind: "output-schema-changed",
        parameter: null,
        message: "output schema changed: required field `sum` no longer guaranteed",
        breaking: true,
      },
    ]);
    expect(change(tool("t", {}, { outputSchema: out([]) }), tool("t", {}))[0]).toMatchObject({ breaking: true, message: /removed/ });
    expect(change(tool("t", {}), tool("t", {}, { outputSchema: out([]) }))[0]).toMatchObject({
      breaking: false,
      message: "output schema added",
    });
    expect(change(tool("t", {}, { outputSchema: out(["sum"]) }), tool("t", {}, { outputSchema: out(["sum", "n"]) }))[0]).toMatchObject({
      breaking: false,
      message: "output schema changed",
    });
  });

  test("key order does not matter", () => {
    const a = tool("t", { properties: { x: { type: "string", minLength: 1 } }, required: ["x"] });
    const b = {
      name: "t",
      inputSchema: { required: ["x"], properties: { x: { minLength: 1, type: "string" } }, type: "object" },
      description: "t tool",
    } as Tool;
    expect(toolSnapshot(a).hash).toBe(toolSnapshot(b).hash);
    expect(change(a, b)).toEqual([]);
  });
});

describe("diffTools: classification against the baseline", () => {
  const v1 = [tool("keep", {}), tool("gone", {}), tool("edit", { properties: { a: { type: "string" } } })];
  const v2 = [tool("keep", {}), tool("edit", { properties: { a: { type: "string" } } }, { description: "new words" }), tool("fresh", {})];
  const baseline = recordTools(null, [{ server: "s", tools: v1, serverInfo: { name: "x", version: "1" } }], "2026-01-01T00:00:00.000Z");

  test("added, removed, changed and unchanged", () => {
    const changes = diffTools({ baseline, servers: [{ server: "s", tools: v2 }] });
    expect(changes).toEqual({
      baselineAt: "2026-01-01T00:00:00.000Z",
      unchanged: 1,
      breaking: true,
      entries: [
        {
          server: "s",
          tool: "edit",
          status: "changed",
          breaking: false,
          changes: [{ kind: "description-changed", parameter: null, message: "description changed", breaking: false }],
        },
        { server: "s", tool: "fresh", status: "added", breaking: false, changes: [] },
        { server: "s", tool: "gone", status: "removed", breaking: true, changes: [] },
      ],
    });
    expect(toolsToReprocess(changes, [{ server: "s", tools: v2 }], baseline)).toEqual([
      { server: "s", tool: "edit" },
      { server: "s", tool: "fresh" },
    ]);
  });

  test("first run: no baseline, no entries, every tool to process", () => {
    const changes = diffTools({ baseline: null, servers: [{ server: "s", tools: v2 }] });
    expect(changes).toEqual({ baselineAt: null, entries: [], unchanged: 0, breaking: false });
    expect(toolsToReprocess(changes, [{ server: "s", tools: v2 }], null).map((t) => t.tool)).toEqual(["keep", "edit", "fresh"]);
  });

  test("a server that was not reached is skipped, not reported as losing its tools", () => {
    const changes = diffTools({ baseline, servers: [{ server: "s", tools: undefined }] });
    expect(changes).toEqual({ baselineAt: null, entries: [], unchanged: 0, breaking: false });
    // and its baseline survives the next write
    expect(recordTools(baseline, [{ server: "s", tools: undefined }], "2026-02-01T00:00:00.000Z").servers.s).toEqual(baseline.servers.s);
  });
});
