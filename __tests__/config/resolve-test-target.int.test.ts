/**
 * A tool-health test names one target: tool, resource (URI or template with
 * args) or prompt (with string args). Problems are config errors naming the
 * field path.
 */
import path from "node:path";
import { ConfigError } from "../../src/errors.js";
import { normalizeConfig } from "../../src/config/normalize-config.js";
import { ConfigSchema } from "../../src/config/schema.js";
import * as uriTemplates from "../../src/protocol/uri-template.js";

type Test = Record<string, unknown>;

function normalize(tests: Test[], servers?: Record<string, unknown>) {
  const input = {
    ...(servers ? { servers } : { server: { command: "node" } }),
    toolHealthSuites: [{ name: "s", tests: tests.map((t, i) => ({ name: `t${i}`, ...t })) }],
  };
  return normalizeConfig(ConfigSchema.parse(input), { file: null, baseDir: path.resolve("/project"), env: {}, input, uriTemplates });
}

function issuesOf(tests: Test[]): Array<{ path: string; message: string }> {
  try {
    normalize(tests);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.issues];
    throw error;
  }
  throw new Error("expected a ConfigError");
}

test("a resource URI, a filled template and a prompt with args resolve to their targets and keys", () => {
  const [plain, template, prompt, legacy] = normalize([
    { resource: "demo://doc/a.md", expectedMimeType: "text/markdown" },
    { resource: "demo://text/{id}", args: { id: 7 } },
    { prompt: "args-prompt", args: { city: "Paris", days: 3, metric: true } },
    { name: "echo" },
  ]).toolHealthSuites[0]!.tests;
  expect(plain).toMatchObject({
    tool: "resource:demo://doc/a.md",
    target: { kind: "resource", uri: "demo://doc/a.md", uriTemplate: null },
    args: {},
    expectedMimeType: "text/markdown",
  });
  expect(template).toMatchObject({
    tool: "resource:demo://text/7",
    target: { kind: "resource", uri: "demo://text/7", uriTemplate: "demo://text/{id}" },
    args: { id: 7 },
  });
  // MCP prompt arguments are strings.
  expect(prompt).toMatchObject({
    tool: "prompt:args-prompt",
    target: { kind: "prompt", name: "args-prompt" },
    args: { city: "Paris", days: "3", metric: "true" },
  });
  // mcpvals 0.4: a test naming no target calls the tool of its name.
  expect(legacy).toMatchObject({ tool: "echo", target: { kind: "tool", name: "echo" } });
});

test("a test naming two targets is a config error at its path", () => {
  expect(
    issuesOf([
      { tool: "echo", resource: "demo://x" },
      { resource: "demo://x", prompt: "p" },
    ]),
  ).toEqual([
    {
      path: "toolHealthSuites[0].tests[0]",
      message: "names `tool` and `resource`: a test names exactly one of `tool`, `resource` or `prompt`",
    },
    {
      path: "toolHealthSuites[0].tests[1]",
      message: "names `resource` and `prompt`: a test names exactly one of `tool`, `resource` or `prompt`",
    },
  ]);
});

test("template args, MIME types and prompt args are checked with their field paths", () => {
  expect(issuesOf([{ resource: "demo://text/{id}" }])).toEqual([
    { path: "toolHealthSuites[0].tests[0].args", message: 'the template "demo://text/{id}" needs `id` in `args`' },
  ]);
  expect(issuesOf([{ resource: "demo://text/{id}", args: { id: 1, extra: 2 } }])).toEqual([
    { path: "toolHealthSuites[0].tests[0].args.extra", message: 'not a variable of the template "demo://text/{id}" (it has: id)' },
  ]);
  expect(issuesOf([{ resource: "demo://doc/a.md", args: { id: 1 } }])[0]!.path).toBe("toolHealthSuites[0].tests[0].args");
  expect(issuesOf([{ tool: "echo", expectedMimeType: "text/plain" }])).toEqual([
    {
      path: "toolHealthSuites[0].tests[0].expectedMimeType",
      message: "only a resource test has a MIME type to check; this test calls a tool",
    },
  ]);
  expect(issuesOf([{ prompt: "p", args: { city: { name: "Paris" } } }])).toEqual([
    { path: "toolHealthSuites[0].tests[0].args.city", message: 'prompt arguments are strings, got {"name":"Paris"}' },
  ]);
});

test("with several servers a prompt takes its server from `server` or a qualified name", () => {
  const servers = { a: { command: "node" }, b: { command: "node" } };
  const [qualified, explicit] = normalize([{ prompt: "b__greet" }, { prompt: "greet", server: "a" }], servers).toolHealthSuites[0]!.tests;
  expect(qualified).toMatchObject({ server: "b", tool: "prompt:greet", target: { kind: "prompt", name: "greet" } });
  expect(explicit).toMatchObject({ server: "a", tool: "prompt:greet" });
});
