/**
 * Features the 2026-07-28 revision deprecates, reported as info (never an
 * error: a deprecated feature still works): logging declared, roots or
 * sampling requested by the server, and the HTTP+SSE transport (deprecated
 * since 2025-03-26, so in every era). A 2025 session is not told about 2026
 * deprecations.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/changelog
 */
import type { ExtensionPeer } from "./extension-peer.js";
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import { type CheckRecorder, fail, pass, skip } from "../check-recorder.js";

export function deprecationChecks(recorder: CheckRecorder, connection: ExtensionPeer, { era }: { era: string }): void {
  const server = recorder.target();
  recorder.add(
    "deprecated/http-sse",
    "info",
    server,
    connection.transport === "sse"
      ? fail("reached over the HTTP+SSE transport, deprecated since 2025-03-26: serve Streamable HTTP")
      : pass(`reached over ${connection.transport}`),
  );
  if (era !== MODERN_PROTOCOL_VERSION) {
    for (const id of ["deprecated/logging", "deprecated/roots", "deprecated/sampling"])
      recorder.add(id, "info", server, skip(`deprecated in ${MODERN_PROTOCOL_VERSION}; this session speaks ${era}`));
    return;
  }
  const logging = connection.capabilities.logging !== undefined;
  recorder.add(
    "deprecated/logging",
    "info",
    server,
    logging
      ? fail(`declares logging, deprecated in ${MODERN_PROTOCOL_VERSION}: log through the per-request log level`)
      : pass("does not declare logging"),
  );
  const asked = connection.serverRequestMethods();
  const used = (method: string, id: string, what: string) =>
    recorder.add(
      id,
      "info",
      server,
      asked.has(method)
        ? fail(`sent ${method}: ${what} is deprecated in ${MODERN_PROTOCOL_VERSION}`)
        : pass(`sent no ${method} during the check`),
    );
  used("roots/list", "deprecated/roots", "roots");
  used("sampling/createMessage", "deprecated/sampling", "sampling");
}
