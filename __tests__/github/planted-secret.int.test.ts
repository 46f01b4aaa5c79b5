/**
 * A secret planted in the config (`${MY_TOKEN}` from the environment, in a
 * server's env and an HTTP header) and echoed back by a tool and by a
 * failing server's stderr never reaches any output: every reporter of a run
 * (console, JSON, JUnit, CTRF, Markdown, HTML), check's outputs (console,
 * JSON, JUnit, Markdown, SARIF), tools' listing and error line, the PR
 * comment, the job summary, the annotations, the step outputs and the failure
 * line, and a cassette recorded from the live model (which still replays).
 * In-process: runCli and the action's core with a recording `core`, against
 * the real fixture server and the loopback model.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { runCli } from "../../src/cli/run-cli.js";
import { runAction } from "../../src/github/run-action.js";
import { REPORTER_INFO } from "../../src/report/reporter-names.js";
import { startFakeGithub } from "../fixtures/fake-github/fake-github-server.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { captureStream } from "../helpers/capture-stream.js";
import { fakeActionCore } from "../helpers/fake-action-core.js";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const SECRET = `tok-${randomUUID()}`;
const FIXTURE = join(REPO_ROOT, "__tests__", "fixtures", "servers", "fixture-server.mjs");

// "leaky" hands the token back from get-env (a failing test, so its output is in every report);
// "broken" prints it on stderr and exits (check's connect failure quotes stderr); "web" sends it as a header.
const CONFIG = {
  servers: {
    leaky: { command: process.execPath, args: [FIXTURE], env: { MY_TOKEN: "${MY_TOKEN}" } },
    broken: {
      command: process.execPath,
      args: ["-e", "console.error('rejected token ' + process.env.MY_TOKEN); process.exit(1)"],
      env: { MY_TOKEN: "${MY_TOKEN}" },
    },
    web: { url: "http://127.0.0.1:9/mcp", headers: { Authorization: "Bearer ${MY_TOKEN}" } },
  },
  model: "scripted",
  connection: { maxRetries: 0 },
  toolHealthSuites: [
    {
      name: "env",
      server: "leaky",
      tests: [{ name: "token comes back", tool: "get-env", args: { name: "MY_TOKEN" }, expectedResult: "something else" }],
    },
  ],
};

async function filesText(dir: TempDir): Promise<string> {
  const names = (await readdir(dir.path, { recursive: true })).filter(
    (name) => /\.(json|xml|md|html|sarif)$/.test(name) && name !== "mcpvals.config.json",
  );
  expect(names.length).toBeGreaterThan(0);
  return (await Promise.all(names.map((name) => readFile(join(dir.path, name), "utf8")))).join("\n");
}

/** A file for every file reporter of a run, from the reporter table: `--NAME r.NAME`. */
const EVERY_RUN_REPORT = Object.entries(REPORTER_INFO)
  .filter(([, info]) => info.file && (info.accepts as readonly string[]).includes("run"))
  .flatMap(([name]) => [
    `--${name}`,
    `r-${name}.${name === "junit" ? "xml" : name === "markdown" ? "md" : name === "html" ? "html" : "json"}`,
  ]);

test("the CLI: every reporter of run, check's console, JSON, JUnit, Markdown and SARIF, tools", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const stdout = captureStream();
  const stderr = captureStream();
  const io = {
    stdout,
    stderr,
    env: { PATH: process.env.PATH, NO_COLOR: "1", MY_TOKEN: SECRET },
    cwd: dir.path,
    signal: new AbortController().signal,
  };
  const run = await runCli(["run", "--no-state", ...EVERY_RUN_REPORT, "--debug"], io);
  expect(run).toBe(1);
  expect(EVERY_RUN_REPORT).toContain("--ctrf");
  const check = await runCli(
    ["check", "--reporter", "json=c.json", "--junit", "c.xml", "--markdown", "c.md", "--sarif", "c.sarif", "--debug"],
    io,
  );
  expect(check).toBe(3); // only the unreachable servers failed
  // The broken server fails the listing: its stderr is in the error line.
  expect(await runCli(["tools", "--server", "leaky", "broken"], io)).toBe(3);
  const everything = `${stdout.text()}\n${stderr.text()}\n${await filesText(dir)}`;
  // The secret was there to leak: the tool's answer and the server's stderr show starred out.
  expect(everything).toContain("rejected token ***");
  for (const file of ["r-json.json", "r-ctrf.json", "r-junit.xml", "r-markdown.md", "r-html.html"]) {
    // Markdown escapes the stars.
    const text = (await readFile(join(dir.path, file), "utf8")).replaceAll("\\*", "*");
    expect({ file, starred: text.includes("***") }).toEqual({ file, starred: true });
  }
  expect(everything).not.toContain(SECRET);
});

test("the action: console, report files, the comment, the summary, annotations and the failure line", async () => {
  await using github = await startFakeGithub();
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", CONFIG);
  const core = fakeActionCore({
    config: "mcpvals.config.json",
    "github-token": "ghs-test",
    cache: "false",
    check: "true",
    "json-path": "r.json",
    "html-path": "r.html",
    "junit-path": "r.xml",
    "ctrf-path": "r.ctrf.json",
    "check-sarif-path": "c.sarif",
    comment: "true",
    annotations: "true",
    "job-summary": "true",
  });
  const stdout = captureStream();
  const env = {
    PATH: process.env.PATH,
    MY_TOKEN: SECRET,
    GITHUB_WORKSPACE: dir.path,
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: "o/r",
    GITHUB_STEP_SUMMARY: join(dir.path, "summary.md"),
  };
  const event = { pull_request: { number: 7, head: { repo: { full_name: "o/r" } }, base: { repo: { full_name: "o/r" } } } };
  const code = await runAction({ core, env, payload: event, signal: new AbortController().signal, stdout });
  expect(code).toBe(1);
  expect(core.secrets).toContain(SECRET);
  expect(github.comments).toHaveLength(1);
  const everything = [
    stdout.text(),
    await filesText(dir),
    ...github.comments.map((c) => c.body),
    ...core.summaries,
    ...core.log,
    ...core.failed,
    ...Object.values(core.outputs),
  ].join("\n");
  expect(everything).toContain("rejected token ***");
  expect(everything).not.toContain(SECRET);
});

test("a cassette recorded from the live model keeps the secret starred out, and replays", async () => {
  await using dir = await tempDir();
  await using llm = await startFakeLlm({
    rules: [{ match: "token", toolCalls: [{ name: "get-env", args: { name: "MY_TOKEN" } }], final: "It is {{lastToolResult}}" }],
  });
  await dir.write("mcpvals.config.json", {
    servers: { leaky: CONFIG.servers.leaky },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: llm.url, apiKey: "${LLM_KEY}" },
    cassettes: { dir: "cassettes" },
    toolRetrieval: false,
    workflows: [{ name: "token", steps: [{ user: "What is the token?", expectTools: ["get-env"] }] }],
  });
  const io = () => ({
    stdout: captureStream(),
    stderr: captureStream(),
    env: { PATH: process.env.PATH, NO_COLOR: "1", MY_TOKEN: SECRET, LLM_KEY: "sk-fake" },
    cwd: dir.path,
    signal: new AbortController().signal,
  });
  const record = io();
  expect(await runCli(["run", "--no-state", "--record", "--json", "recorded.json"], record)).toBe(0);
  const names = (await readdir(join(dir.path, "cassettes"), { recursive: true })).filter((name) => name.endsWith(".json"));
  expect(names).toHaveLength(1);
  const cassette = await readFile(join(dir.path, "cassettes", names[0]!), "utf8");
  // The tool's answer went to the model in the next request, and came back in its final answer: both starred.
  expect(cassette).toContain("It is ***");
  expect(cassette).not.toContain(SECRET);

  const replay = io();
  expect(await runCli(["run", "--no-state", "--replay", "--json", "replayed.json"], replay)).toBe(0);
  const replayed = JSON.parse(await readFile(join(dir.path, "replayed.json"), "utf8"));
  expect(replayed.workflows[0].cassette.status).toBe("replayed");
  expect(`${record.stdout.text()}${record.stderr.text()}${replay.stdout.text()}${replay.stderr.text()}`).not.toContain(SECRET);
});
