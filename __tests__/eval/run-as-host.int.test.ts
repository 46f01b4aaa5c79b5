/**
 * `hosts:` end to end, key-free: one config run under two host profiles
 * against the real server-everything, through the loopback model. A host
 * that declares elicitation gets server-everything's elicitation tool and
 * answers its request, so the workflow passes; a host without it never sees
 * the tool, so the same workflow fails there. The model sees each host's
 * own tool names. The cassettes recorded under each host replay without a
 * key, each under its own host only.
 */
// Jest's ESM loader fails ("not linked") when prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { cassettePath } from "../../src/cassettes/cassette-name.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { tempDir } from "../helpers/temp-dir.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";

// With elicitation (and roots) / without any client capability: see src/hosts/.
const WITH = "claude-code";
const WITHOUT = "claude-desktop";

const rules = [
  {
    match: "ask me for my details",
    offeredNames: true,
    toolCalls: [{ name: "trigger-elicitation-request" }],
    final: "{{lastToolResult}}",
  },
  { match: "add 2 and 3", offeredNames: true, toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "The sum is 5." },
];

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ rules });
});
afterAll(async () => {
  await fake.close();
});

const configFor = (cassettes: string, apiKey: string) => ({
  servers: { everything: { transport: "stdio" as const, command: "mcp-server-everything" } },
  hosts: [WITH, WITHOUT],
  model: { provider: "openai-compatible" as const, model: "fake-model", baseURL: fake.url, apiKey },
  cassettes: { dir: cassettes },
  toolRetrieval: false as const,
  fallbacks: false as const,
  workflows: [
    {
      name: "details",
      steps: [{ user: "Please ask me for my details", expectTools: ["trigger-elicitation-request"], expectedState: "provided" }],
    },
    { name: "sum", steps: [{ user: "Please add 2 and 3", expectTools: ["get-sum"], expectedState: "5" }] },
  ],
});

const verdicts = (result: Awaited<ReturnType<typeof evaluate>>) =>
  result.workflows.map((w) => [w.workflow, w.host, w.passed, w.cassette?.status]);

test("one config under two hosts: elicitation passes where the host declares it and fails where it does not; cassettes replay keyless per host", async () => {
  await using dir = await tempDir();
  const cassettes = join(dir.path, "cassettes");
  const recorded = await evaluate(configFor(cassettes, "${HOST_RUN_KEY}"), {
    cassettes: "record",
    stateDir: false,
    env: { ...process.env, HOST_RUN_KEY: "sk-host-run" },
  });
  expect(verdicts(recorded)).toEqual([
    ["details", WITH, true, "recorded"],
    ["details", WITHOUT, false, "recorded"],
    ["sum", WITH, true, "recorded"],
    ["sum", WITHOUT, true, "recorded"],
  ]);
  const [detailsWith, detailsWithout] = recorded.workflows;
  expect(detailsWith!.name).toBe(`details [${WITH}]`);
  // The host with elicitation answered the server's request; the other was never offered the tool.
  expect(detailsWith!.serverRequests?.map((r) => r.method)).toContain("elicitation/create");
  expect(detailsWithout!.toolCalls).toMatchObject([{ tool: "trigger-elicitation-request", ok: false, errorKind: "unknown-tool" }]);
  // Each host's model saw that host's names: claude-code prefixes them, with the server's configured name.
  const offered = (host: string) =>
    fake.requests.find(
      (r) =>
        r.userText?.includes("add 2 and 3") &&
        r.offeredTools.some((t) => t.includes("get-sum")) &&
        r.offeredTools.includes(host === WITH ? "mcp__everything__get-sum" : "get-sum"),
    )?.offeredTools;
  expect(offered(WITH)).toContain("mcp__everything__get-sum");
  expect(offered(WITH)).toContain("mcp__everything__trigger-elicitation-request");
  expect(offered(WITHOUT)).toContain("get-sum");
  expect(offered(WITHOUT)).not.toContain("trigger-elicitation-request");
  // One cassette per workflow × host, each naming its host.
  const files = (await readdir(cassettes)).sort();
  expect(files).toHaveLength(4);
  const withFile = cassettePath(cassettes, `details [${WITH}]`, 1);
  expect(JSON.parse(await readFile(withFile, "utf8"))).toMatchObject({ workflow: `details [${WITH}]`, host: WITH });

  // Keyless: every workflow × host replays its own cassette, with the same verdicts.
  const env = { ...process.env };
  delete env.HOST_RUN_KEY;
  const requestsBefore = fake.requests.length;
  const replayed = await evaluate(configFor(cassettes, "${HOST_RUN_KEY}"), { cassettes: "replay", stateDir: false, env });
  expect(verdicts(replayed)).toEqual([
    ["details", WITH, true, "replayed"],
    ["details", WITHOUT, false, "replayed"],
    ["sum", WITH, true, "replayed"],
    ["sum", WITHOUT, true, "replayed"],
  ]);
  expect(fake.requests.length).toBe(requestsBefore);

  // A cassette recorded under one host never replays under another: forged into the other host's place, it diverges.
  const withoutFile = cassettePath(cassettes, `details [${WITHOUT}]`, 1);
  const forged = { ...JSON.parse(await readFile(withFile, "utf8")), workflow: `details [${WITHOUT}]` };
  await writeFile(withoutFile, JSON.stringify(forged));
  const crossed = await evaluate(configFor(cassettes, "${HOST_RUN_KEY}"), { cassettes: "replay", stateDir: false, env });
  const detailsCrossed = crossed.workflows.find((w) => w.name === `details [${WITHOUT}]`)!;
  expect(detailsCrossed.cassette?.status).toBe("diverged");
  expect(detailsCrossed.error).toContain(`recorded as host "${WITH}", and this run connects as host "${WITHOUT}"`);
});

test("a name the host's prefix makes too long: the workflow fails under that host (its model API refuses the request) and passes under one without the prefix", async () => {
  // mcp__<server>__echo is 67 characters, over the Anthropic API's 64 (and longer tool names more so); Claude Desktop sends the plain names.
  const server = "a-server-name-long-enough-to-push-the-prefixed-name-over";
  const result = await evaluate(
    {
      servers: { [server]: { transport: "stdio" as const, command: "mcp-server-everything" } },
      hosts: [WITH, WITHOUT],
      model: { provider: "openai-compatible" as const, model: "fake-model", baseURL: fake.url, apiKey: "sk-host-run" },
      toolRetrieval: false as const,
      fallbacks: false as const,
      workflows: [{ name: "sum", steps: [{ user: "Please add 2 and 3", expectTools: ["get-sum"], expectedState: "5" }] }],
    },
    { stateDir: false },
  );
  const [prefixed, plain] = result.workflows;
  expect([prefixed!.host, prefixed!.passed, prefixed!.infrastructure]).toEqual([WITH, false, undefined]);
  expect(prefixed!.error).toContain(`host "${WITH}" sends tools its model API refuses`);
  expect(prefixed!.error).toContain(`"mcp__${server}__echo" breaks the model API's rule`);
  expect([plain!.host, plain!.passed]).toEqual([WITHOUT, true]);
});

test("an unknown host id is a config error with did-you-mean (exit 2); a model-API profile is no host to run as", async () => {
  await using dir = await tempDir();
  const config = join(dir.path, "mcpvals.config.json");
  await writeFile(
    config,
    JSON.stringify({
      server: { command: "mcp-server-everything" },
      host: "claude-cod",
      workflows: [
        { name: "w", hosts: ["cursr"], steps: [{ user: "hi" }] },
        { name: "v", host: "openai-strict", steps: [{ user: "hi" }] },
      ],
    }),
  );
  const run = await runCliInProcess(["run", "--config", config], { cwd: dir.path });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('host: no host named "claude-cod"; did you mean "claude-code"?');
  expect(run.stderr).toContain('workflows[0].hosts[0]: no host named "cursr"; did you mean "cursor"?');
  expect(run.stderr).toContain('workflows[1].host: "openai-strict" is a model-API profile, not a host');
});
