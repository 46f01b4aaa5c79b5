/**
 * Tells when a connection closes without anyone having closed it: the server
 * exited, or its transport gave up on it. A shared connection must not be
 * handed out again after that (every call would get "Not connected").
 */
import type { ServerConnection } from "./connect-server.js";

const GENERIC = "the server closed the connection (it exited or closed its output)";

/** Calls `lost` once, with the reason, if `connection` closes before its own close() was called. */
export function onConnectionLost(connection: ServerConnection, lost: (reason: string) => void): void {
  let closedByUs = false;
  const close = connection.close;
  (connection as { close: () => Promise<void> }).close = () => {
    closedByUs = true;
    return close();
  };
  const previous = connection.client.onclose;
  connection.client.onclose = () => {
    previous?.();
    if (!closedByUs) lost(connection.closedBecause ?? GENERIC);
  };
}
