import type { VerifierSpec } from "../config/verify-schema.js";
import { createCommandVerifier } from "./command-verifier.js";
import { createFileVerifier } from "./file-verifier.js";
import { createHttpVerifier } from "./http-verifier.js";
import { createMcpVerifier } from "./mcp-verifier.js";
import { createSqlVerifier } from "./sql-verifier.js";
import type { Verifier } from "./verifier.js";

/** The built-in verifier for one `verify` entry of the config. */
export function createVerifier(spec: VerifierSpec): Verifier {
  switch (spec.type) {
    case "sql":
      return createSqlVerifier(spec);
    case "file":
      return createFileVerifier(spec);
    case "command":
      return createCommandVerifier(spec);
    case "http":
      return createHttpVerifier(spec);
    case "mcp":
      return createMcpVerifier(spec);
  }
}
