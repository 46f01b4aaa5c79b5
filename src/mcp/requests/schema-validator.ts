/**
 * JSON Schema validation of tool arguments and structured results, with one
 * compiled validator per schema object. Servers emit draft-07 and 2020-12
 * schemas; ajv's default build covers draft-07 and we drop the `$schema`
 * marker so a 2020-12 tag does not make compilation fail. `strict: false`
 * because real servers use vendor keywords.
 */
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { boundedRegExp, withRegExpBudget } from "./bounded-regexp.js";
import { RegExpTimeoutError } from "./regexp-worker.js";

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

export interface SchemaCheck {
  valid: boolean;
  /** ajv's errors as one readable line ("/a must be number; must have required property 'b'"). */
  errors: string;
}

/** The one answer for every valid value (a load run checks thousands a second). */
const VALID: SchemaCheck = Object.freeze({ valid: true, errors: "" });

export class SchemaValidator {
  private readonly ajv: Ajv;
  // Every connection lists its tools anew, so the same schema arrives as a new
  // object per workflow: compiled validators are shared by schema text, and the
  // object-to-text step is cached so a call does not stringify its schema again.
  private readonly byObject = new WeakMap<object, ValidateFunction | Error>();
  private readonly byText = new Map<string, ValidateFunction | Error>();

  /** @param regExpBudgetMs time the patterns of one check may take on the slow path, in total. @default 1000 */
  constructor(private readonly regExpBudgetMs = 1_000) {
    // Schemas come from the server under test: every pattern they hold runs
    // through the bounded engine, so none can freeze the event loop.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, code: { regExp: boundedRegExp } });
    addFormats(this.ajv);
    boundFormatPatterns(this.ajv);
  }

  check(schema: object, value: unknown): SchemaCheck {
    const validate = this.validatorFor(schema);
    // A schema we cannot compile says nothing about the value: report it as valid
    // rather than blaming the tool for our validator's limits.
    if (validate instanceof Error) return VALID;
    let valid: boolean;
    try {
      valid = withRegExpBudget(this.regExpBudgetMs, () => validate(value) === true);
    } catch (error) {
      if (error instanceof RegExpTimeoutError) return { valid: false, errors: `schema validation stopped: ${error.message}` };
      throw error;
    }
    if (valid) return VALID;
    const errors = (validate.errors ?? []).map((e) => (e.instancePath ? `${e.instancePath} ${e.message}` : `${e.message}`)).join("; ");
    return { valid, errors };
  }

  private validatorFor(schema: object): ValidateFunction | Error {
    const known = this.byObject.get(schema);
    if (known) return known;
    const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
    const text = JSON.stringify(rest);
    let validate = this.byText.get(text);
    if (!validate) {
      try {
        validate = this.ajv.compile(rest);
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.byText.set(text, validate);
    }
    this.byObject.set(schema, validate);
    return validate;
  }
}

/** ajv-formats' regex formats (email, uri-reference, ...) run on a value of the server's choosing too. */
function boundFormatPatterns(ajv: Ajv): void {
  for (const [name, format] of Object.entries(ajv.formats)) {
    if (format instanceof RegExp) {
      const bounded = boundedRegExp(format.source, format.flags);
      ajv.addFormat(name, (value: string) => bounded.test(value));
    } else if (typeof format === "object" && format !== null && "validate" in format && format.validate instanceof RegExp) {
      const bounded = boundedRegExp(format.validate.source, format.validate.flags);
      ajv.addFormat(name, { ...format, validate: (value: string) => bounded.test(value) } as never);
    }
  }
}
