import { ServerConnectError } from "../../errors.js";

/** A connect failure no retry can mend (a command that cannot run, a version the server cannot speak), bare or as a cause. */
export function permanentFailure(error: unknown): boolean {
  return (
    (error instanceof ServerConnectError && error.permanent) ||
    (error instanceof Error && error.cause instanceof ServerConnectError && error.cause.permanent)
  );
}
