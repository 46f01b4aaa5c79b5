import { z } from "zod";

/**
 * Why a conversation with a simulated user ended (docs/users.md): the user
 * wrote the stop marker, `maxTurns` user messages went by without it, or the
 * user had nothing more to say (a script ran out, the model wrote nothing).
 */
export const StopReasonSchema = z.enum(["user stopped", "turn limit", "no message"]);

export type StopReason = z.infer<typeof StopReasonSchema>;
