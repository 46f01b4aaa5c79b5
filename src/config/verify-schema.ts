/**
 * Config schemas of workflow verifiers (state checks after the agent
 * finishes) and of per-workflow setup / teardown steps. Every string may use
 * `{{databaseId}}`, replaced per workflow run with a fresh id.
 */
import { z } from "zod";
import { durationMs } from "../util/duration-schema.js";
import { isValidJsonPath } from "../match/json-path.js";

const jsonPath = z
  .string()
  .refine(isValidJsonPath, { message: 'not a valid JSON path: write e.g. "$.items[0].name" or "$[\\"odd key\\"]"' })
  .describe("JSON path of the value to check, e.g. $.items[0].name");

const common = {
  name: z.string().min(1).optional().describe("Name in the report (default: the type and its target)"),
  timeoutMs: durationMs().optional().describe("Time limit for this check (default timeouts.verifyMs)"),
};

const database = z.string().min(1).describe("SQLite file (relative to the config file) or a postgres:// URL");

export const SqlExpectSchema = z.union([
  z.strictObject({
    value: z
      .unknown()
      .refine((v) => v !== undefined, { message: "give the expected value" })
      .describe("First column of the first row equals this"),
  }),
  z.strictObject({ rows: z.array(z.record(z.string(), z.unknown())).describe("Rows in order; each row's given columns must equal") }),
  z.strictObject({ rowCount: z.number().int().min(0).describe("Number of rows returned") }),
]);

export const SqlVerifierSchema = z.strictObject({
  type: z.literal("sql"),
  ...common,
  database,
  query: z.string().min(1).describe("SQL query; SQLite files are opened read-only"),
  params: z
    .array(z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .default([])
    .describe("Positional parameters ($1 / ?)"),
  expect: SqlExpectSchema.describe("{ value } | { rows: [...] } | { rowCount }"),
});

export const FileVerifierSchema = z.strictObject({
  type: z.literal("file"),
  ...common,
  path: z.string().min(1).describe("File to check (relative to the config file)"),
  exists: z.boolean().default(true).describe("false: the file must NOT exist"),
  contains: z.string().optional().describe("Text the file must contain (case-insensitive, or /regex/flags)"),
  jsonPath: jsonPath.optional(),
  equals: z.unknown().optional().describe("With jsonPath: the value there must deep-equal this"),
});

export const CommandVerifierSchema = z.strictObject({
  type: z.literal("command"),
  ...common,
  command: z
    .array(z.string())
    .min(1)
    .describe('Program and arguments, e.g. ["sqlite3", "db.sqlite", "select 1"]; no shell unless you run one'),
  cwd: z.string().optional().describe("Working directory (relative to the config file)"),
  env: z.record(z.string(), z.string()).default({}).describe("Environment on top of a minimal safe base"),
  exitCode: z.number().int().default(0),
  stdoutContains: z.string().optional().describe("Text stdout must contain (case-insensitive, or /regex/flags)"),
});

export const HttpVerifierSchema = z.strictObject({
  type: z.literal("http"),
  ...common,
  url: z.string().min(1).describe("URL to request"),
  method: z.string().default("GET"),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.unknown().optional().describe("Request body: a string is sent as-is, anything else as JSON"),
  status: z.number().int().min(100).max(599).default(200),
  jsonPath: jsonPath.optional(),
  equals: z.unknown().optional().describe("With jsonPath: the value there must deep-equal this"),
  contains: z.string().optional().describe("Text the body (or the value at jsonPath) must contain"),
});

export const McpVerifierSchema = z.strictObject({
  type: z.literal("mcp"),
  ...common,
  server: z.string().optional().describe("Server to call (default: the server under test, on the workflow's own connection)"),
  tool: z.string().min(1),
  args: z.record(z.string(), z.unknown()).default({}),
  expectedResult: z
    .unknown()
    .optional()
    .describe("As in tool tests: substring of the text, or deep-partial match of the structured result"),
  jsonPath: jsonPath.optional(),
  equals: z
    .unknown()
    .optional()
    .describe("With jsonPath: the value there (in the structured result, or the text parsed as JSON) must deep-equal this"),
});

export const VerifierSpecSchema = z.discriminatedUnion("type", [
  SqlVerifierSchema,
  FileVerifierSchema,
  CommandVerifierSchema,
  HttpVerifierSchema,
  McpVerifierSchema,
]);

export const HookStepSchema = z.union([
  z.strictObject({
    command: z.array(z.string()).min(1).describe("Program and arguments; runs in the config file's folder"),
    cwd: z.string().optional(),
    env: z.record(z.string(), z.string()).default({}),
  }),
  z.strictObject({ sql: z.string().min(1).describe("SQL script"), database }),
]);

export type SqlVerifierSpec = z.output<typeof SqlVerifierSchema>;
export type FileVerifierSpec = z.output<typeof FileVerifierSchema>;
export type CommandVerifierSpec = z.output<typeof CommandVerifierSchema>;
export type HttpVerifierSpec = z.output<typeof HttpVerifierSchema>;
export type McpVerifierSpec = z.output<typeof McpVerifierSchema>;
/** One `verify` entry of a workflow. */
export type VerifierSpec = z.output<typeof VerifierSpecSchema>;
/** One `setup` / `teardown` step. */
export type HookStep = z.output<typeof HookStepSchema>;
