/**
 * The client-side example (examples/client-side) runs as the README tells a
 * newcomer to run it: key-free, through the CLI, and its report and console
 * output show each server request and the answer given.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

test("the client-side example passes with the scripted driver and reports the server's requests", async () => {
  await using dir = await tempDir();
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", "examples/client-side/mcpvals.config.yaml", "--json", json, "--no-state"]);
  if (run.exitCode !== 0) console.log(run.stdout, run.stderr);
  expect(run.exitCode).toBe(0);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
  expect(report).toMatchObject({
    passed: true,
    model: "scripted",
    summary: { workflows: { total: 1, passed: 1 }, toolHealth: { total: 1, passed: 1 } },
  });
  expect(report.servers[0]!.tools).toBe(16);
  const methods = report.workflows[0]!.serverRequests!.map((r) => `${r.method} ${r.action}`);
  expect(methods).toEqual(expect.arrayContaining(["elicitation/create accept", "sampling/createMessage answer"]));
  // server-everything also asks roots/list on its own timer after connecting: on a busy machine that request can
  // land in this test before or after the tool's elicitation. Only the elicitation belongs to the tool call, so
  // it is looked up by method, not by position.
  const elicitation = report.toolHealth[0]!.serverRequests!.find((r) => r.method === "elicitation/create");
  expect(elicitation).toMatchObject({
    method: "elicitation/create",
    action: "accept",
    answer: { content: expect.objectContaining({ name: "Ada Lovelace" }) },
  });
  expect(run.stdout).toContain(
    'server request: sampling/createMessage ("Resource trigger-sampling-request context: What is six times seven?") → answer "The answer is 42." by mcpvals-fixed-text',
  );
});
