/**
 * Pure units of the client side: auto-filled elicitation content is valid
 * for schemas with every field type and format (checked with the same ajv
 * validator that guards what is sent), rules pick answers in order, and only
 * configured capabilities are declared.
 */
import { autoContent, autoValue } from "../../src/mcp/client-side/auto-content.js";
import { answerElicitation } from "../../src/mcp/client-side/answer-elicitation.js";
import { clientCapabilities } from "../../src/mcp/client-side/install-client-side.js";
import { ClientSideSchema } from "../../src/protocol/client-side-schema.js";
import { SchemaValidator } from "../../src/mcp/requests/schema-validator.js";

const validator = new SchemaValidator();
const form = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: "object", properties, required });

describe("autoContent fills a valid value for every field type and format", () => {
  const formats = ["email", "uri", "uri-reference", "date", "date-time", "time", "duration", "uuid", "hostname", "ipv4", "ipv6", "regex"];
  it.each(formats)("string format %s", (format) => {
    const schema = form({ field: { type: "string", format } });
    const content = autoContent(schema);
    expect(validator.check(schema, content)).toEqual({ valid: true, errors: "" });
  });

  it.each([
    ["plain string", { type: "string" }, "example"],
    ["string with minLength", { type: "string", minLength: 10 }, "examplexxx"],
    ["string with maxLength", { type: "string", maxLength: 3 }, "exa"],
    ["default wins", { type: "string", default: "It was a dark night" }, "It was a dark night"],
    ["enum", { type: "string", enum: ["red", "green"] }, "red"],
    ["titled enum (oneOf const)", { type: "string", oneOf: [{ const: "hero-1", title: "Superman" }, { const: "hero-2" }] }, "hero-1"],
    ["legacy enumNames", { type: "string", enum: ["pet-1", "pet-2"], enumNames: ["Cats", "Dogs"] }, "pet-1"],
    ["boolean", { type: "boolean" }, false],
    ["integer", { type: "integer" }, 0],
    ["integer within min/max", { type: "integer", minimum: 18, maximum: 130 }, 18],
    ["integer with exclusiveMinimum", { type: "integer", exclusiveMinimum: 5 }, 6],
    ["integer below a negative maximum", { type: "integer", maximum: -3 }, -3],
    ["number within min/max", { type: "number", minimum: 0.5, maximum: 1000 }, 0.5],
    ["number with exclusive bounds", { type: "number", exclusiveMinimum: 1, exclusiveMaximum: 2 }, 1.5],
    ["number with a default", { type: "number", minimum: 0, maximum: 1000, default: 3.14 }, 3.14],
    ["multi-select enum", { type: "array", items: { type: "string", enum: ["Guitar", "Piano"] }, minItems: 1 }, ["Guitar"]],
    [
      "multi-select titled",
      { type: "array", items: { anyOf: [{ const: "fish-1" }, { const: "fish-2" }] }, minItems: 2 },
      ["fish-1", "fish-2"],
    ],
    ["nullable type list", { type: ["null", "integer"], minimum: 2 }, 2],
  ])("%s", (_, property, expected) => {
    expect(autoValue(property)).toEqual(expected);
    const schema = form({ field: property });
    expect(validator.check(schema, autoContent(schema))).toEqual({ valid: true, errors: "" });
  });

  it("server-everything's whole elicitation form is filled validly", () => {
    const schema = form(
      {
        name: { type: "string" },
        check: { type: "boolean" },
        email: { type: "string", format: "email" },
        homepage: { type: "string", format: "uri" },
        birthdate: { type: "string", format: "date" },
        integer: { type: "integer", minimum: 1, maximum: 100, default: 42 },
        number: { type: "number", minimum: 0, maximum: 1000, default: 3.14 },
        untitledMultipleSelectEnum: {
          type: "array",
          minItems: 1,
          maxItems: 3,
          items: { type: "string", enum: ["Guitar", "Piano"] },
          default: ["Guitar"],
        },
      },
      ["name"],
    );
    const content = autoContent(schema);
    expect(content).toEqual({
      name: "example",
      check: false,
      email: "user@example.com",
      homepage: "https://example.com/",
      birthdate: "2026-01-01",
      integer: 42,
      number: 3.14,
      untitledMultipleSelectEnum: ["Guitar"],
    });
    expect(validator.check(schema, content).valid).toBe(true);
  });

  it("given fields win over filled ones; fields the schema does not name are passed on for validation to judge", () => {
    const schema = { ...form({ name: { type: "string" }, age: { type: "integer", minimum: 18 } }), additionalProperties: false };
    expect(autoContent(schema, { name: "Ada" })).toEqual({ name: "Ada", age: 18 });
    const extra = autoContent(schema, { nickname: "A" });
    expect(validator.check(schema, extra).valid).toBe(false);
  });
});

describe("answerElicitation", () => {
  const params = { message: "Pick a colour", requestedSchema: form({ colour: { type: "string", enum: ["red", "blue"] } }) };

  it("first matching rule decides: substring (case-insensitive), /regex/, mode", () => {
    const rules = [
      { match: "/^delete/", action: "decline" as const },
      { mode: "url" as const, action: "cancel" as const },
      { match: "COLOUR", action: "accept" as const, content: "auto" as const },
    ];
    expect(answerElicitation(rules, params, validator)).toMatchObject({
      answer: { result: { action: "accept", content: { colour: "red" } } },
      record: { reason: 'client.elicitation[2] (match "COLOUR")' },
    });
    expect(answerElicitation(rules, { ...params, message: "delete everything?" }, validator).answer).toEqual({
      result: { action: "decline" },
    });
    expect(
      answerElicitation(rules, { mode: "url", message: "Pick a colour", url: "https://x.test/a?b=c", elicitationId: "1" }, validator)
        .answer,
    ).toEqual({ result: { action: "cancel" } });
  });

  it("no rule matches: declined, with the reason", () => {
    const { answer, record } = answerElicitation([{ match: "never", action: "accept" }], params, validator);
    expect(answer).toEqual({ result: { action: "decline" } });
    expect(record).toMatchObject({ action: "decline", reason: "no client.elicitation rule matches this form-mode request" });
  });

  it("given content outside the schema is not sent", () => {
    const { answer, record } = answerElicitation([{ action: "accept", content: { colour: "green" } }], params, validator);
    expect(answer).toEqual({ result: { action: "decline" } });
    expect(record.reason).toMatch(/\/colour must be equal to one of the allowed values/);
  });
});

describe("client capabilities follow the settings", () => {
  it("nothing configured, nothing declared", () => {
    expect(clientCapabilities(undefined)).toEqual({});
    expect(clientCapabilities({})).toEqual({});
  });
  it("each setting declares its capability; URL-mode elicitation only when a rule asks for it", () => {
    expect(clientCapabilities({ roots: [{ uri: "file:///a" }], sampling: { text: "x" }, elicitation: [{ action: "decline" }] })).toEqual({
      roots: { listChanged: false },
      sampling: {},
      elicitation: { form: {} },
    });
    expect(clientCapabilities({ elicitation: [{ mode: "url", action: "decline" }] })).toEqual({ elicitation: { form: {}, url: {} } });
  });
  it("the schema names what is wrong", () => {
    const result = ClientSideSchema.safeParse({
      roots: [{ uri: "/tmp" }],
      sampling: { text: "a", model: "openai:x" },
      elicitation: [{ action: "decline", content: {} }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        "roots.0.uri: a root is a file:// URI",
        "sampling: give either `text` or `model`, not both",
        "elicitation.0.content: `content` goes only with action accept",
      ]),
    );
  });
});
