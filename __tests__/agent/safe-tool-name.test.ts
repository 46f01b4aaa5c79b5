import { safeToolName, uniqueName } from "../../src/agent/safe-tool-name.js";

test("MCP tool names become model-safe and unique", () => {
  expect(safeToolName("files/read.v2")).toBe("files_read_v2");
  expect(safeToolName("")).toBe("tool");
  expect(safeToolName("x".repeat(80))).toHaveLength(64);
  const used = new Set<string>();
  expect(["a_b", "a.b", "a/b"].map((n) => uniqueName(safeToolName(n), used))).toEqual(["a_b", "a_b_2", "a_b_3"]);
});
