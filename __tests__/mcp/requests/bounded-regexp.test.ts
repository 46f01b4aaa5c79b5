/**
 * Patterns from server-supplied schemas run in bounded time: on V8's
 * linear-time engine where it accepts them, else on a worker with a time
 * limit. The answers must stay those of an ordinary Unicode RegExp.
 */
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";

const evil = `${"a".repeat(48)}!`;

describe("SchemaValidator with hostile patterns", () => {
  const validator = new SchemaValidator(300);

  test("a catastrophic pattern the linear engine takes answers at once", () => {
    const check = validator.check({ type: "string", pattern: "^(a+)+$" }, evil);
    expect(check).toEqual({ valid: false, errors: 'must match pattern "^(a+)+$"' });
  });

  test("a catastrophic pattern only the backtracking engine takes is stopped at the limit, as a failed check", () => {
    const check = validator.check({ type: "string", pattern: "^(?=(a+)+$)" }, evil);
    expect(check.valid).toBe(false);
    expect(check.errors).toMatch(/schema validation stopped: pattern "\^\(\?=\(a\+\)\+\$\)" took longer than 300 ms/);
    // The worker was replaced: the next slow-path pattern still answers.
    expect(validator.check({ type: "string", pattern: "^(?=b)b+$" }, "bbb").valid).toBe(true);
  });

  test("patternProperties and regex formats go through the same bounds", () => {
    expect(validator.check({ type: "object", patternProperties: { "^(a+)+$": { type: "number" } } }, { [evil]: "x", aaa: "y" })).toEqual({
      valid: false,
      errors: "/aaa must be number",
    });
    expect(validator.check({ type: "string", format: "email" }, "someone@example.com").valid).toBe(true);
    expect(validator.check({ type: "string", format: "email" }, `${"a".repeat(5000)}@`).valid).toBe(false);
  });

  test("Unicode semantics hold on both paths", () => {
    expect(validator.check({ type: "string", pattern: "^\\p{Lu}\\p{Ll}+$" }, "Élan").valid).toBe(true);
    expect(validator.check({ type: "string", pattern: "^.$" }, "😀").valid).toBe(true);
    expect(validator.check({ type: "string", pattern: "^(ab)\\1$" }, "abab").valid).toBe(true);
    expect(validator.check({ type: "string", pattern: "^[a-z]{1,64}$" }, "abc").valid).toBe(true);
    expect(validator.check({ type: "string", pattern: "^[a-z]{1,64}$" }, "ABC").valid).toBe(false);
  });
});
