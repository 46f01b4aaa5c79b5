/**
 * `workflows[].user`: a second model (or a script) plays the user, so a
 * workflow is a conversation rather than a fixed list of messages
 * (docs/users.md). `workflows[].personas` runs it once per persona.
 */
import { z } from "zod";
import { ModelSpecSchema } from "./model-spec-schema.js";

/** The default stop marker, as in tau-bench's user simulator. */
export const DEFAULT_STOP_MARKER = "###STOP###";
export const DEFAULT_MAX_TURNS = 8;

const PersonaSchema = z
  .string()
  .min(1)
  .describe("A preset (terse, verbose, confused, non-native, adversarial) or your own description of the user");

export const UserSchema = z.strictObject({
  persona: PersonaSchema.default("terse"),
  goal: z.string().min(1).describe("What the user wants from the conversation; the goalReached metric judges against it"),
  opening: z.string().min(1).optional().describe("The user's first message, verbatim (default: the user model writes it)"),
  model: ModelSpecSchema.optional().describe("The model that plays the user (default: the agent's model)"),
  maxTurns: z
    .number()
    .int()
    .min(1, "maxTurns must be at least 1 (a turn is one user message)")
    .max(100)
    .default(8)
    .describe('Most user messages; reaching it ends the conversation with the stop reason "turn limit"'),
  stop: z.string().min(1).default(DEFAULT_STOP_MARKER).describe("The marker the user puts in a message to end the conversation"),
  script: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe("Fixed user messages, in order (no model plays the user); a message with the stop marker ends the conversation"),
});

export const PersonasSchema = z
  .array(PersonaSchema)
  .min(1)
  .describe("Run the conversation once per persona: every workflow × persona is its own result, gate unit and cassette");

export type UserSettings = z.output<typeof UserSchema>;
