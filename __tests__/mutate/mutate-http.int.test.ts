/**
 * The mutating layer over Streamable HTTP, on resources and prompts: the
 * fixture server serves HTTP (one process for every mutant's session, as an
 * HTTP server is shared in CI), and a stale resource, changed prompt
 * messages and a perturbed tool result are each killed by the test reading
 * them; an item no server lists is a config error with a did-you-mean.
 */
import { ConfigError } from "../../src/errors.js";
import { mutate } from "../../src/mutate/mutate.js";
import type { MutationOperatorId } from "../../src/result/mutation-report.js";
import { startFixtureHttp, type HttpFixture } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

let fixture: HttpFixture;
beforeAll(async () => {
  fixture = await startFixtureHttp({ FIXTURE_TOOLS: "echo", FIXTURE_RESOURCES: "1" });
});
afterAll(async () => {
  await fixture.close();
});

const config = (items: string[]) => ({
  server: { transport: "shttp" as const, url: fixture.url },
  mutate: { operators: ["perturb-result", "stale-resource", "change-prompt-messages"] as MutationOperatorId[], items },
  toolHealthSuites: [
    {
      name: "targets",
      tests: [
        { name: "echo", tool: "echo", args: { message: "ping" }, expectedResult: "Echo: ping" },
        { name: "readme", resource: "fixture://notes/readme", expectedResult: "Read me first" },
        { name: "summarize", prompt: "summarize", args: { text: "hello" }, expectedResult: "Summarize: hello" },
      ],
    },
  ],
});

test("tool, resource and prompt mutants over Streamable HTTP are each killed by the test that reads them", async () => {
  const report = await mutate(config(["echo", "fixture://notes/readme", "summarize"]), { cwd: REPO_ROOT });
  expect(report.mutants.map((m) => [m.id, m.status, m.killedBy])).toEqual([
    ["perturb-result:default:echo", "killed", ["targets/echo"]],
    ["stale-resource:default:fixture://notes/readme", "killed", ["targets/readme"]],
    ["change-prompt-messages:default:summarize", "killed", ["targets/summarize"]],
  ]);
  expect(report.mutationScore).toBe(1);
});

test("an item no server lists is a config error naming the field, with a did-you-mean", async () => {
  const error: unknown = await mutate(config(["sumarize"]), { cwd: REPO_ROOT }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error)).toBe(true);
  expect((error as ConfigError).issues).toEqual([
    { path: "mutate.items[0]", message: 'no server lists a tool, prompt or resource "sumarize"; did you mean "summarize"?' },
  ]);
});
