/**
 * One fault, one exit code: a server that cannot be started ends every
 * command that talks to servers with 3 (infrastructure), through runCli
 * in-process. Before the one mapping, run said 3, check 1, tools and search 2.
 */
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const CONFIG = {
  server: { command: "mcpvals-no-such-server-binary" },
  model: "scripted",
  connection: { maxRetries: 0 },
  toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { message: "hi" }, expectedResult: "hi" }] }],
};

const cli = (dir: TempDir, args: string[]) => runCliInProcess(args, { cwd: dir.path });

describe("a server that cannot be started exits 3 in every command", () => {
  let dir: TempDir;
  beforeAll(async () => {
    dir = await tempDir();
    await dir.write("mcpvals.config.json", CONFIG);
  });
  afterAll(async () => dir[Symbol.asyncDispose]());

  test("run", async () => {
    expect((await cli(dir, ["run", "--no-state"])).code).toBe(3);
  });
  test("eval", async () => {
    expect((await cli(dir, ["eval", "mcpvals.config.json", "--no-state"])).code).toBe(3);
  });
  test("check (the config's servers)", async () => {
    const run = await cli(dir, ["check"]);
    expect(run.stdout).toContain("mcpvals-no-such-server-binary");
    expect(run.code).toBe(3);
  });
  test("check -- COMMAND", async () => {
    expect((await cli(dir, ["check", "--", "mcpvals-no-such-server-binary"])).code).toBe(3);
  });
  test("tools", async () => {
    const run = await cli(dir, ["tools"]);
    expect(run.stderr).toContain("mcpvals-no-such-server-binary");
    expect(run.code).toBe(3);
  });
  test("search", async () => {
    expect((await cli(dir, ["search", "echo", "--mode", "lexical", "--no-state"])).code).toBe(3);
  });
  test("init", async () => {
    expect((await cli(dir, ["init", "--out", "new.yaml", "--", "mcpvals-no-such-server-binary"])).code).toBe(3);
  });
});

test("search carries on past one unreachable server and names it; the other's tools are ranked", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    servers: {
      dead: { command: "mcpvals-no-such-server-binary" },
      live: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
    },
    connection: { maxRetries: 0 },
  });
  const run = await cli(dir, ["search", "echo", "--mode", "lexical", "--no-state"]);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/live\s+echo/);
  expect(run.stderr).toContain('warning: Server "dead" could not be reached, so its tools are not ranked');
});

test("usage and config errors stay 2 in every command", async () => {
  await using dir = await tempDir();
  for (const args of [
    ["run", "-c", "missing.yaml"],
    ["check", "-c", "missing.yaml"],
    ["tools", "-c", "missing.yaml"],
    ["merge", "--reporter", "xml", "a.json"],
    ["check", "--reporter", "html=out.html", "--", "x"],
  ]) {
    expect([args.join(" "), (await cli(dir, args)).code]).toEqual([args.join(" "), 2]);
  }
});
