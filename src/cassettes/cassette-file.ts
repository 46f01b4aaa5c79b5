/**
 * The cassette file: one workflow run's model exchanges, as readable JSON
 * meant to be committed. Keys are written in a stable order so a re-recording
 * diffs only where the conversation changed.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { CassetteError } from "./cassette-error.js";
import { readRegularFile } from "../util/read-regular-file.js";

export const CASSETTE_FORMAT = 1;

/** A model request in normalized form: what is matched on replay. */
export const NormalizedRequestSchema = z.object({
  messages: z.array(z.unknown()),
  tools: z.array(z.object({ name: z.string(), description: z.string().optional(), inputSchema: z.unknown() })),
  settings: z.record(z.string(), z.unknown()),
});

/** The model's answer, enough to replay it (streamed or not). */
export const RecordedResponseSchema = z.object({
  content: z.array(z.looseObject({ type: z.string() })),
  finishReason: z.object({ unified: z.string(), raw: z.string().optional() }),
  usage: z.looseObject({}),
});

export const ExchangeSchema = z.object({
  /** Who asked: the workflow's agent, the model playing its simulated user, or the judge after it. */
  role: z.enum(["agent", "user", "judge"]),
  request: NormalizedRequestSchema,
  response: RecordedResponseSchema,
});

export const CassetteFileSchema = z.object({
  format: z.literal(CASSETTE_FORMAT),
  workflow: z.string(),
  /** The host profile the workflow ran as when recorded (config `host:`); absent: as mcpvals. Never replayed under another. */
  host: z.string().optional(),
  /** 1-based repeat attempt. */
  attempt: z.number().int().min(1),
  /** "provider:model" of the agent whose decisions are recorded. */
  model: z.string(),
  judgeModel: z.string().nullable(),
  /** Hash of what the workflow asks and expects, and of the models: a changed one makes the cassette stale. */
  definitionHash: z.string(),
  /** Hash of the tools offered in the first request (informational: a changed tool list shows as a divergence). */
  toolsHash: z.string().nullable(),
  exchanges: z.array(ExchangeSchema),
});

export type NormalizedRequest = z.infer<typeof NormalizedRequestSchema>;
export type RecordedResponse = z.infer<typeof RecordedResponseSchema>;
export type Exchange = z.infer<typeof ExchangeSchema>;
export type CassetteFile = z.infer<typeof CassetteFileSchema>;

/** The cassette at `file`, or null when there is none. Errors name the file and the field. */
export async function readCassette(file: string, signal?: AbortSignal): Promise<CassetteFile | null> {
  let text: string;
  try {
    text = await readRegularFile(file, { encoding: "utf8", signal });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new CassetteError(`Cannot read the cassette ${file}: ${(error as Error).message}`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CassetteError(`The cassette ${file} is not valid JSON: ${(error as Error).message}. Re-record it with --record.`, {
      cause: error,
    });
  }
  const parsed = CassetteFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.map(String).join(".") || "(top level)";
    throw new CassetteError(`The cassette ${file} is invalid at ${at}: ${issue.message}. Re-record it with --record.`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Writes the cassette atomically (a reader never sees half a file). */
export async function writeCassette(file: string, cassette: CassetteFile, signal?: AbortSignal): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${stableStringify(cassette)}\n`, { signal });
  await rename(temp, file);
}

/** JSON with the top level in the schema's order and every nested object's keys sorted. */
export function stableStringify(cassette: CassetteFile): string {
  const { format, workflow, host, attempt, model, judgeModel, definitionHash, toolsHash, exchanges } = cassette;
  // `host` only when set (JSON.stringify leaves an undefined out): a cassette recorded without a host stays byte for byte as before.
  return JSON.stringify(
    { format, workflow, host, attempt, model, judgeModel, definitionHash, toolsHash, exchanges: sortKeys(exchanges) },
    null,
    2,
  );
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}
