/**
 * The client's side of the conversation (`client:` in the config, top level
 * and per server): which client capabilities to declare and how to answer
 * what the server asks. A capability is declared only when configured, so a
 * server shows what needs it (e.g. server-everything's `get-roots-list`)
 * only when the config asks for it.
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/client
 */
import { z } from "zod";

export const LOG_LEVELS = ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] as const;

export const ClientRootSchema = z.strictObject({
  uri: z
    .string()
    .regex(/^file:\/\//, "a root is a file:// URI")
    .describe("Root URI (file://...)"),
  name: z.string().optional().describe("Human-readable name of the root"),
});

/**
 * `model` is checked loosely here (mcp/ sits below the model settings); the
 * config layer parses it as a model spec.
 */
export const SamplingSettingsSchema = z
  .strictObject({
    text: z.string().optional().describe("Answer every sampling request with this fixed text"),
    model: z
      .union([z.string().min(1), z.record(z.string(), z.unknown())])
      .optional()
      .describe('Answer with this model ("provider:model" or a model object); default: the agent model. Needs no text'),
  })
  .refine((value) => !(value.text !== undefined && value.model !== undefined), { message: "give either `text` or `model`, not both" });

export const ElicitationRuleSchema = z
  .strictObject({
    match: z
      .string()
      .min(1)
      .optional()
      .describe("Applies when the request message contains this text (case-insensitive) or matches /regex/flags; absent: every request"),
    mode: z
      .enum(["form", "url"])
      .optional()
      .describe("Applies only to this elicitation mode; a rule with mode url also declares URL-mode support"),
    action: z.enum(["accept", "decline", "cancel"]).describe("The user's answer"),
    content: z
      .union([z.literal("auto"), z.record(z.string(), z.unknown())])
      .optional()
      .describe(
        'accept (form mode): the fields to send; missing ones are filled from the requested schema. "auto" (the default) fills all',
      ),
  })
  .refine((rule) => rule.content === undefined || rule.action === "accept", {
    message: "`content` goes only with action accept",
    path: ["content"],
  });

export const ClientSideSchema = z.strictObject({
  roots: z.array(ClientRootSchema).optional().describe("Declare the roots capability and answer roots/list with these"),
  sampling: SamplingSettingsSchema.optional().describe("Declare the sampling capability and answer sampling/createMessage"),
  elicitation: z
    .array(ElicitationRuleSchema)
    .optional()
    .describe("Declare the elicitation capability; requests are answered by the first matching rule, declined when none matches"),
  logLevel: z
    .enum(LOG_LEVELS)
    .optional()
    .describe("Ask the server for log messages from this level up (logging/setLevel); they are recorded in the trace"),
});

export type ClientSideSettings = z.output<typeof ClientSideSchema>;
export type ClientRoot = z.output<typeof ClientRootSchema>;
export type ElicitationRule = z.output<typeof ElicitationRuleSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Top-level settings with a server's own over them, key by key (a server's `roots` replaces the top-level list). */
export function mergeClientSide(top: ClientSideSettings | undefined, own: ClientSideSettings | undefined): ClientSideSettings | undefined {
  if (!top) return own;
  if (!own) return top;
  return { ...top, ...own };
}
