import { z } from "zod";
import { formatConfigError, formatConfigIssues } from "../../src/config/format-config-issues.js";
import { ConfigSchema } from "../../src/config/schema.js";

function issuesFor(input: unknown) {
  const result = ConfigSchema.safeParse(input);
  if (result.success) throw new Error("expected the config to be invalid");
  return formatConfigIssues(result.error, { input });
}

const server = { command: "node" };

describe("formatConfigIssues", () => {
  it("formats paths with indexes and says a required field is missing", () => {
    expect(issuesFor({ server, workflows: [{ name: "w", steps: [{ user: "" }] }, { steps: [{ user: "hi" }] }] })).toEqual([
      { path: "workflows[0].steps[0].user", message: "must not be empty" },
      { path: "workflows[1].name", message: "required (expected string)" },
    ]);
  });

  it("reports unknown keys at their own path and suggests the closest known key", () => {
    expect(issuesFor({ server, workflows: [{ name: "w", steps: [{ user: "hi", expectTool: ["x"] }] }] })).toEqual([
      { path: "workflows[0].steps[0].expectTool", message: 'unknown field "expectTool"; did you mean "expectTools"?' },
    ]);
    expect(issuesFor({ server, Workflows: [] })).toEqual([
      { path: "Workflows", message: 'unknown field "Workflows"; did you mean "workflows"?' },
    ]);
  });

  it("lists the allowed keys when no known key is close", () => {
    const [issue] = issuesFor({ server: { command: "node", banana: 1 } });
    expect(issue).toEqual({
      path: "server.banana",
      message: 'unknown field "banana" (allowed: transport, command, args, env, cwd, maxMessageMb, stopGraceMs, sandbox, client, protocol)',
    });
  });

  it("uses the server branch chosen by transport for suggestions", () => {
    const [issue] = issuesFor({ server: { transport: "sse", url: "http://localhost/sse", header: {} } });
    expect(issue).toEqual({ path: "server.header", message: 'unknown field "header"; did you mean "headers"?' });
  });

  it("suggests command or url when a misspelling of one left the transport unknown (the newcomer's `comand`)", () => {
    expect(issuesFor({ server: { comand: "node" } })).toEqual([
      { path: "server.comand", message: 'unknown field "comand"; did you mean "command"?' },
    ]);
    expect(issuesFor({ servers: { a: { ulr: "http://x/mcp" } } })).toEqual([
      { path: "servers.a.ulr", message: 'unknown field "ulr"; did you mean "url"?' },
    ]);
    // Nothing close: the transport explanation, also under servers.
    expect(issuesFor({ servers: { a: { banana: 1 } } })[0]?.message).toMatch(
      /^required: one of "stdio", "shttp", "sse", or leave `transport` out and give `command`/,
    );
  });

  it("explains an unknown or missing transport", () => {
    expect(issuesFor({ server: { transport: "tcp", url: "http://x" } })).toEqual([
      {
        path: "server.transport",
        message:
          'expected one of "stdio", "shttp", "sse" (got "tcp"), or leave `transport` out and give `command` (stdio) or `url` (Streamable HTTP)',
      },
    ]);
    expect(issuesFor({ server: {} })[0]?.message).toMatch(/^required: one of "stdio", "shttp", "sse"/);
  });

  it("narrows a union error to the branch the user meant", () => {
    const input = { server, workflows: [{ name: "w", steps: [{ user: "hi", expectTools: ["a", { nam: "b" }] }] }] };
    expect(issuesFor(input)).toEqual([
      { path: "workflows[0].steps[0].expectTools[1].name", message: "required (expected string)" },
      { path: "workflows[0].steps[0].expectTools[1].nam", message: 'unknown field "nam"; did you mean "name"?' },
    ]);
    expect(issuesFor({ server, llmJudge: { minScore: 1.5 } })).toEqual([
      { path: "llmJudge.minScore", message: "Too big: expected number to be <=1 (got 1.5)" },
    ]);
  });

  it("says which types a union accepts when none matched", () => {
    expect(issuesFor({ server, model: 3 })).toEqual([{ path: "model", message: "expected string or object, received number" }]);
    expect(issuesFor({ server, llmJudge: "yes" })).toEqual([{ path: "llmJudge", message: "expected boolean or object, received string" }]);
  });

  it("reports enum, number and URL problems with the offending value", () => {
    const issues = issuesFor({
      server: { url: "not a url" },
      isolation: "process",
      concurrency: 0,
    });
    expect(issues).toEqual([
      { path: "server.url", message: 'Invalid URL (got "not a url")' },
      { path: "concurrency", message: "Too small: expected number to be >=1 (got 0)" },
      { path: "isolation", message: 'Invalid option: expected one of "workflow"|"run" (got "process")' },
    ]);
  });

  it('uses "(root)" for problems with the whole config', () => {
    expect(issuesFor(["not", "an", "object"])).toEqual([{ path: "(root)", message: "expected object, received array" }]);
  });

  it("works without the input and with another schema", () => {
    const schema = z.strictObject({ name: z.string(), items: z.array(z.number()) });
    const result = schema.safeParse({ items: [1, "2"], nmae: "x" });
    if (result.success) throw new Error("expected failure");
    expect(formatConfigIssues(result.error, { schema })).toEqual([
      { path: "name", message: "Invalid input: expected string, received undefined" },
      { path: "items[1]", message: "Invalid input: expected number, received string" },
      { path: "nmae", message: 'unknown field "nmae"; did you mean "name"?' },
    ]);
  });
});

describe("formatConfigError", () => {
  it("renders a heading with the file and one line per issue", () => {
    expect(
      formatConfigError("/p/mcpvals.config.yaml", [
        { path: "server.command", message: "must not be empty" },
        { path: "(root)", message: "nothing to run" },
      ]),
    ).toBe("Invalid config /p/mcpvals.config.yaml:\n  - server.command: must not be empty\n  - (root): nothing to run");
    expect(formatConfigError(null, [{ path: "threshold", message: "x" }])).toBe("Invalid config:\n  - threshold: x");
  });
});
