/**
 * JSON Schema validation of tool arguments and structured results, with one
 * compiled validator per schema object. Servers emit draft-07 and 2020-12
 * schemas; ajv's default build covers draft-07 and we drop the `$schema`
 * marker so a 2020-12 tag does not make compilation fail. `strict: false`
 * because real servers use vendor keywords.
 */
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

export interface SchemaCheck {
  valid: boolean;
  /** ajv's errors as one readable line ("/a must be number; must have required property 'b'"). */
  errors: string;
}

export class SchemaValidator {
  private readonly ajv: Ajv;
  // Every connection lists its tools anew, so the same schema arrives as a new
  // object per workflow: compiled validators are shared by schema text, and the
  // object-to-text step is cached so a call does not stringify its schema again.
  private readonly byObject = new WeakMap<object, ValidateFunction | Error>();
  private readonly byText = new Map<string, ValidateFunction | Error>();

  constructor() {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
  }

  check(schema: object, value: unknown): SchemaCheck {
    const validate = this.validatorFor(schema);
    // A schema we cannot compile says nothing about the value: report it as valid
    // rather than blaming the tool for our validator's limits.
    if (validate instanceof Error) return { valid: true, errors: "" };
    const valid = validate(value) === true;
    const errors = (validate.errors ?? []).map((e) => (e.instancePath ? `${e.instancePath} ${e.message}` : `${e.message}`)).join("; ");
    return { valid, errors: valid ? "" : errors };
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
