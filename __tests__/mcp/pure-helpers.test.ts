import type { McpCallToolResult as CallToolResult } from "../../src/protocol/mcp-types.js";
import { resultText } from "../../src/protocol/result-text.js";
import { safeEnv } from "../../src/util/safe-env.js";
import { SchemaValidator } from "../../src/mcp/requests/schema-validator.js";

describe("SchemaValidator", () => {
  const validator = new SchemaValidator();
  const schema = { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] };

  it("accepts valid values", () => {
    expect(validator.check(schema, { a: 1, b: 2 })).toEqual({ valid: true, errors: "" });
  });

  it("reports every error (allErrors) with its path", () => {
    const check = validator.check(schema, { a: "x" });
    expect(check.valid).toBe(false);
    expect(check.errors).toMatch(/\/a must be number/);
    expect(check.errors).toMatch(/must have required property 'b'/);
    expect(check.errors.split("; ")).toHaveLength(2);
  });

  it("the same schema object gives the same answers twice (compiled once, cached)", () => {
    expect(validator.check(schema, { a: 1 }).valid).toBe(false);
    expect(validator.check(schema, { a: 1, b: 1 }).valid).toBe(true);
    expect(validator.check(schema, { a: 1 }).valid).toBe(false);
  });

  it("a 2020-12 $schema marker does not break compilation", () => {
    const modern = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { n: { type: "integer" } },
      required: ["n"],
    };
    expect(validator.check(modern, { n: 1 }).valid).toBe(true);
    expect(validator.check(modern, { n: 1.5 }).valid).toBe(false);
  });

  it("formats are checked", () => {
    const withFormat = { type: "object", properties: { email: { type: "string", format: "email" } } };
    expect(validator.check(withFormat, { email: "a@example.com" }).valid).toBe(true);
    expect(validator.check(withFormat, { email: "not an email" }).valid).toBe(false);
  });

  it("vendor keywords are ignored (strict: false)", () => {
    expect(validator.check({ type: "string", "x-vendor": true }, "ok").valid).toBe(true);
  });

  it("a schema that cannot be compiled does not blame the value", () => {
    expect(validator.check({ $ref: "#/definitions/missing" }, 42)).toEqual({ valid: true, errors: "" });
    expect(validator.check({ type: "no-such-type" }, 42)).toEqual({ valid: true, errors: "" });
  });
});

describe("resultText", () => {
  it.each<[string, CallToolResult, string]>([
    [
      "text blocks joined by newlines",
      {
        content: [
          { type: "text", text: "a" },
          { type: "text", text: "b" },
        ],
      },
      "a\nb",
    ],
    [
      "image and audio placeholders",
      {
        content: [
          { type: "image", data: "AAAA", mimeType: "image/png" },
          { type: "audio", data: "AAAA", mimeType: "audio/wav" },
        ],
      },
      "[image image/png]\n[audio audio/wav]",
    ],
    ["embedded text resource", { content: [{ type: "resource", resource: { uri: "file:///a.txt", text: "file body" } }] }, "file body"],
    [
      "embedded blob resource",
      { content: [{ type: "resource", resource: { uri: "file:///a.bin", blob: "AAAA" } }] },
      "[resource file:///a.bin]",
    ],
    ["resource link", { content: [{ type: "resource_link", uri: "file:///b.txt", name: "b" }] }, "[resource link file:///b.txt]"],
    ["structured content when there is no content", { content: [], structuredContent: { sum: 5 } }, '{"sum":5}'],
    ["text wins over structured content", { content: [{ type: "text", text: "5" }], structuredContent: { sum: 5 } }, "5"],
    ["nothing at all", { content: [] }, ""],
  ])("%s", (_name, result, expected) => {
    expect(resultText(result)).toBe(expected);
  });
});

describe("safeEnv", () => {
  it("keeps only the basic variables", () => {
    const env = safeEnv({
      PATH: "/bin",
      HOME: "/home/me",
      OPENAI_API_KEY: "sk-secret",
      GITHUB_TOKEN: "ghp_x",
      NODE_OPTIONS: "--inspect",
      LANG: "C.UTF-8",
    });
    expect(env).toEqual({ PATH: "/bin", HOME: "/home/me", LANG: "C.UTF-8" });
  });

  it("skips exported shell functions", () => {
    expect(safeEnv({ PATH: "/bin", SHELL: "() { echo pwned; }" })).toEqual({ PATH: "/bin" });
  });

  it("defaults to process.env", () => {
    expect(safeEnv().PATH).toBe(process.env.PATH);
  });
});
