/**
 * The error a failed handshake ends in: the reason in words, and whether a
 * retry could help (`permanent`).
 */
import { ServerConnectError } from "../../errors.js";
import { describeRefusal, type ProtocolChoice } from "../../protocol/protocol-version.js";
import { authFailure, describeConnectError, isAuthRefusal } from "./describe-connect-error.js";

export interface FailedHandshake {
  name: string;
  kind: "stdio" | "shttp" | "sse";
  choice: ProtocolChoice | "legacy";
  timeoutMs: number;
  timedOut: boolean;
  cancelled: boolean;
  exitedEarly: string | undefined;
  neverStarted: boolean;
}

/** The error a failed handshake ends in, and whether a retry could help. */
export function handshakeFailure(
  error: unknown,
  { name, kind, choice, timeoutMs, timedOut, cancelled, exitedEarly, neverStarted }: FailedHandshake,
) {
  const reason = timedOut
    ? `no answer within ${timeoutMs} ms (timeouts.connectMs)`
    : cancelled
      ? "the connection was cancelled (workflow timeout or run aborted)"
      : (exitedEarly ?? describeConnectError(error));
  // A refusal of every revision we offered comes back the same on each retry.
  const refusal = timedOut || cancelled || choice === "legacy" ? undefined : describeRefusal(error, choice);
  if (refusal) return new ServerConnectError(name, `Server "${name}" (${kind}): ${refusal}`, { cause: error, permanent: true });
  // Credentials the authorization server refused stay refused: its message already names the step and the answer.
  const refused = timedOut || cancelled ? undefined : authFailure(error);
  if (refused) return new ServerConnectError(name, refused.message, { cause: refused, permanent: true });
  // A command that cannot be spawned (not found, not executable) will not start on a retry either.
  // Nor will credentials the server refused (401/403): retrying only repeats the refusal.
  const permanent = !timedOut && !cancelled && (neverStarted || isAuthRefusal(error));
  return new ServerConnectError(name, `Server "${name}" (${kind}) could not be started or reached: ${reason}`, {
    cause: error,
    permanent,
  });
}
