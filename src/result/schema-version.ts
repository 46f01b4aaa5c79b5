/**
 * The version of the result object's shape (eval-result.ts), in a file of its
 * own so a run can stamp it without building every result schema (zod 4
 * constructs them at import). Bump it on any incompatible change.
 */
export const RESULT_SCHEMA_VERSION = 1;
