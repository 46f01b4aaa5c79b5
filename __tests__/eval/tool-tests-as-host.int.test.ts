/**
 * Tool-health tests under the run's hosts (top-level `hosts:`) connect as each
 * host: its clientInfo and capabilities, on the host's own copy of the server.
 * The planted server lists confirm_with_user only to clients declaring
 * elicitation, so the test of it passes as Claude Code and fails as Cursor; a
 * tool every client gets passes under both. No model is needed.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate } from "../../src/eval/evaluate.js";
import { tempDir } from "../helpers/temp-dir.js";

const PLANTED = fileURLToPath(new URL("../fixtures/servers/host-incompat-server.mjs", import.meta.url));

test("each tool test runs once per host of the run, declaring that host's clientInfo and capabilities", async () => {
  await using dir = await tempDir();
  const starts = join(dir.path, "starts.txt");
  const result = await evaluate(
    {
      servers: { planted: { transport: "stdio" as const, command: process.execPath, args: [PLANTED], env: { STARTS: starts } } },
      hosts: ["claude-code", "cursor"],
      toolRetrieval: false as const,
      toolHealthSuites: [
        {
          name: "health",
          tests: [
            { name: "confirm", tool: "confirm_with_user", expectedResult: "called confirm_with_user" },
            { name: "search", tool: "clean_search", args: { query: "x" }, expectedResult: "called clean_search" },
          ],
        },
      ],
    },
    { stateDir: false },
  );
  expect(result.toolHealth.map((t) => [t.test, t.passed]).sort()).toEqual([
    ["confirm [claude-code]", true],
    ["confirm [cursor]", false],
    ["search [claude-code]", true],
    ["search [cursor]", true],
  ]);
  expect(result.toolHealth.find((t) => t.test === "confirm [cursor]")?.error).toContain("confirm_with_user");
  // The server saw the hosts' own names, never mcpvals'.
  const names = new Set((await readFile(starts, "utf8")).trim().split("\n"));
  expect([...names].sort()).toEqual(["claude-code", "cursor-vscode"]);
});
