/**
 * The suite's leak check (helpers/leak-check-environment.ts) run by jest on two
 * fixture files: the one that leaves a server listening fails, naming it; the
 * one that closes its server and child in its own afterAll passes (the check
 * runs after every hook of the file), as does its unread stdin.
 */
import { execa } from "execa";
import { z } from "zod";
import { shared } from "../jest.config.js";
import { REPO_ROOT } from "./helpers/run-mcpvals.js";

const JestJsonSchema = z.object({
  testResults: z.array(z.object({ name: z.string(), status: z.string(), message: z.string() })),
});

test("a file that leaves a server listening fails, naming it; a file that closes everything in its afterAll passes", async () => {
  // The suite's settings (environment, runtime, transform), on the fixtures only.
  const config = { ...shared, rootDir: REPO_ROOT, testMatch: ["<rootDir>/__tests__/fixtures/leak-check/*.fixture.ts"] };
  const run = await execa(
    process.execPath,
    ["node_modules/jest/bin/jest.js", "--config", JSON.stringify(config), "--json", "--maxWorkers", "2", "--forceExit"],
    // A generous bound only so a hang ends; never an assertion on time.
    { cwd: REPO_ROOT, reject: false, timeout: 600_000, env: { NODE_OPTIONS: "--experimental-vm-modules" } },
  );
  const results = JestJsonSchema.parse(JSON.parse(run.stdout)).testResults;
  const byFile = Object.fromEntries(results.map((r) => [r.name.replace(/^.*\//, ""), r]));
  expect(byFile["tidy.fixture.ts"]).toMatchObject({ status: "passed" });
  expect(byFile["leaky.fixture.ts"]).toMatchObject({ status: "failed" });
  expect(byFile["leaky.fixture.ts"]!.message).toMatch(
    /This test file left running, \d+ ms after its last hook: 1 TCPServerWrap; a server on .*127\.0\.0\.1/,
  );
});
