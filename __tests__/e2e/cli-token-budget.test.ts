/**
 * The tool-definition token budget through the CLI: a real server process (text-server.mjs, whose tools come from
 * a spec file), two runs with one state folder. The first records the count; before the second, a description
 * grows past the budget: the run fails (exit 1) naming the tool and the server, and every report shows the
 * count with its change since the first run.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const TEXT_SERVER = fileURLToPath(new URL("../fixtures/servers/text-server.mjs", import.meta.url));

async function runWith(dir: TempDir, description: string) {
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "words", version: "1" },
    tools: [
      { name: "lookup", description, required: ["word"], output: "a word" },
      { name: "define", description: "Define a word.", required: ["word"], output: "a definition" },
    ],
  });
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [TEXT_SERVER, spec] },
    budget: { perTool: 60, perServer: 120 },
    toolHealthSuites: [
      { name: "words", tests: [{ name: "lookup answers", tool: "lookup", args: { word: "x" }, expectedResult: "a word" }] },
    ],
  });
  const out = (name: string) => join(dir.path, name);
  const cli = await runMcpvals(
    ["run", "--json", out("r.json"), "--markdown", out("r.md"), "--junit", out("r.xml"), "--html", out("r.html"), "-r", "console"],
    {
      cwd: dir.path,
    },
  );
  const read = (name: string) => readFile(out(name), "utf8");
  const report = EvalResultSchema.parse(JSON.parse(await read("r.json")));
  return { ...cli, report, markdown: await read("r.md"), junit: await read("r.xml"), html: await read("r.html") };
}

test("a description that grows past the budget fails the run, named per tool and server, with the change since the last run", async () => {
  await using dir = await tempDir();
  const first = await runWith(dir, "Look up a word.");
  expect(first.exitCode).toBe(0);
  const counted = first.report.toolTokens!;
  expect(counted).toMatchObject({ encoding: "o200k_base", budget: { perTool: 60, perServer: 120 }, breaches: [], passed: true });
  const [server] = counted.servers;
  expect(server).toMatchObject({ server: "default", baseline: null, baselineAt: null });
  expect(server!.tools.map((t) => t.tool)).toEqual(["lookup", "define"]);
  expect(server!.tokens).toBe(server!.tools[0]!.tokens + server!.tools[1]!.tokens);
  expect(server!.tokens).toBeLessThan(120);
  expect(first.stdout).toContain(`tool definitions: ${server!.tokens} tokens (o200k_base)`);

  const grown = `Look up a word. ${"Returns every sense of the word with its part of speech, etymology and usage notes. ".repeat(4)}`;
  const second = await runWith(dir, grown);
  expect(second.exitCode).toBe(1);
  const after = second.report.toolTokens!;
  const [now] = after.servers;
  expect(now).toMatchObject({ server: "default", baseline: server!.tokens, baselineAt: expect.any(String) });
  const lookup = now!.tools[0]!.tokens;
  expect(lookup).toBeGreaterThan(60);
  expect(after.passed).toBe(false);
  expect(after.breaches).toEqual([
    { server: "default", tool: null, tokens: now!.tokens, limit: 120 },
    { server: "default", tool: "lookup", tokens: lookup, limit: 60 },
  ]);
  // The test passed: only the budget failed the run.
  expect(second.report.toolHealth[0]!.passed).toBe(true);
  const delta = `+${now!.tokens - server!.tokens} since ${now!.baselineAt!.slice(0, 10)}`;
  expect(second.stdout).toContain(`tool definitions: ${now!.tokens} tokens, ${delta} (o200k_base)`);
  expect(second.stdout).toContain(`tool lookup of server default takes ${lookup} tokens, over budget.perTool 60`);
  expect(second.markdown).toContain(
    `❌ Tool definitions: ${now!.tokens} tokens, ${delta} (o200k\\_base) · budget perServer 120, perTool 60`,
  );
  expect(second.markdown).toContain(`the tools of server default take ${now!.tokens} tokens, over budget.perServer 120`);
  expect(second.junit).toMatch(
    /<testcase classname="tool-definitions" name="default"[^>]*>\s*<failure message="the tools of server default take/,
  );
  expect(second.html).toContain(`${now!.tokens} tokens, ${delta}`);
});

test("without a budget the reports carry no count", async () => {
  await using dir = await tempDir();
  const spec = await dir.write("spec.json", { serverInfo: { name: "words", version: "1" }, tools: [{ name: "lookup", output: "a word" }] });
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [TEXT_SERVER, spec] },
    toolHealthSuites: [{ name: "words", tests: [{ name: "lookup answers", tool: "lookup", expectedResult: "a word" }] }],
  });
  const cli = await runMcpvals(["run", "--no-state", "--json", join(dir.path, "r.json"), "-r", "console"], { cwd: dir.path });
  expect(cli.exitCode).toBe(0);
  expect(JSON.parse(await readFile(join(dir.path, "r.json"), "utf8"))).not.toHaveProperty("toolTokens");
  expect(cli.stdout).not.toContain("tool definitions");
});
