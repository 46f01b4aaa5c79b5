import { readFile } from "node:fs/promises";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { CONFIG_SCHEMA_ID, configJsonSchema } from "../../src/config/config-json-schema.js";

type Schema = Record<string, any>;

describe("configJsonSchema", () => {
  const schema = configJsonSchema() as Schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);

  it("identifies itself", () => {
    expect(schema.$id).toBe(CONFIG_SCHEMA_ID);
    expect(schema.title).toBe("mcpvals config");
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
  });

  it("describes server, workflows and toolHealthSuites", () => {
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["server", "workflows", "toolHealthSuites", "model", "llmJudge", "timeouts"]),
    );
    // `server` or `servers`: which one is checked by the loader (a JSON Schema `anyOf` would blur editor messages).
    expect(schema.required).toBeUndefined();
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["servers", "preconnect", "connection", "maxConnectionRetries", "connectionTimeout"]),
    );
    expect(schema.additionalProperties).toBe(false);
    const branches: Schema[] = schema.properties.server.oneOf;
    expect(branches.map((branch) => branch.properties.transport.const)).toEqual(["stdio", "shttp", "sse"]);
    expect(schema.properties.workflows.items.properties.steps.items.properties.user.description).toMatch(/^User message/);
  });

  it("accepts the configs the loader accepts, including a server without transport", async () => {
    const legacy = JSON.parse(await readFile(new URL("../fixtures/configs/mcpvals-0.4.config.json", import.meta.url), "utf8"));
    expect(validate(legacy)).toBe(true);
    expect(validate({ server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] })).toBe(true);
    expect(validate({ server: { url: "http://localhost:3000/mcp" } })).toBe(true);
    expect(validate({ server: { transport: "sse", url: "http://localhost:3000/sse" } })).toBe(true);
    expect(
      validate({
        servers: { a: { command: "node" }, b: { url: "http://localhost:3000/mcp" } },
        preconnect: ["a"],
        connection: { maxRetries: 1, breaker: { failureThreshold: 2 } },
      }),
    ).toBe(true);
  });

  it("rejects what the loader rejects", () => {
    expect(validate({ server: { transport: "tcp", url: "http://x" } })).toBe(false);
    expect(validate({ server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi", expectTool: [] }] }] })).toBe(false);
    expect(validate({ server: { command: "node" }, llmJudge: "yes" })).toBe(false);
  });
});
