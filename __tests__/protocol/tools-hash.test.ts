import type { McpTool as Tool } from "../../src/protocol/mcp-types.js";
import { canonicalJson, toolHash, toolsHash } from "../../src/protocol/tools-hash.js";

const add: Tool = {
  name: "add",
  description: "Add two numbers.",
  inputSchema: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] },
  outputSchema: { type: "object", properties: { sum: { type: "number" } }, required: ["sum"] },
};
// the same tool with keys in another order at every level
const addReordered: Tool = {
  outputSchema: { required: ["sum"], properties: { sum: { type: "number" } }, type: "object" },
  inputSchema: { required: ["a", "b"], properties: { b: { type: "number" }, a: { type: "number" } }, type: "object" },
  description: "Add two numbers.",
  name: "add",
};
const echo: Tool = { name: "echo", description: "Echo.", inputSchema: { type: "object", properties: { message: { type: "string" } } } };

describe("canonicalJson", () => {
  it("sorts object keys at every level and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson([2, 1])).toBe("[2,1]");
    expect(canonicalJson("x")).toBe('"x"');
  });

  it("equal for reordered keys", () => {
    expect(canonicalJson(addReordered)).toBe(canonicalJson(add));
    expect(JSON.stringify(addReordered)).not.toBe(JSON.stringify(add));
  });
});

describe("toolHash / toolsHash", () => {
  it("stable under key order changes", () => {
    expect(toolHash(addReordered)).toBe(toolHash(add));
    expect(toolsHash([add, echo])).toBe(toolsHash([echo, addReordered]));
  });

  it("independent of the order of the tool list", () => {
    expect(toolsHash([add, echo])).toBe(toolsHash([echo, add]));
  });

  it.each<[string, Tool]>([
    ["description changes", { ...add, description: "Add two numbers!" }],
    ["description removed", { ...add, description: undefined }],
    ["name changes", { ...add, name: "plus" }],
    ["input schema changes", { ...add, inputSchema: { ...add.inputSchema, required: ["a"] } }],
    ["output schema removed", { ...add, outputSchema: undefined }],
  ])("different when the %s", (_name, changed) => {
    expect(toolHash(changed)).not.toBe(toolHash(add));
    expect(toolsHash([changed, echo])).not.toBe(toolsHash([add, echo]));
  });

  it("ignores fields a client does not depend on (annotations, title, _meta)", () => {
    const decorated: Tool = { ...add, title: "Adder", annotations: { readOnlyHint: true }, _meta: { x: 1 } };
    expect(toolHash(decorated)).toBe(toolHash(add));
  });

  it("an added or removed tool changes the list hash", () => {
    expect(toolsHash([add])).not.toBe(toolsHash([add, echo]));
    expect(toolsHash([])).toMatch(/^[0-9a-f]{64}$/);
  });
});
