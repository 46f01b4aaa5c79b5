/**
 * Protocol eras: which MCP revision a connection asks for, and how a refusal
 * reads. The 2026-07-28 revision (the modern era) is negotiated with a
 * `server/discover` probe; the 2025 revisions with the `initialize` handshake.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/lifecycle
 */
import {
  ProtocolError,
  SdkError,
  SdkHttpError,
  SdkErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  UnsupportedProtocolVersionError,
  type ClientOptions,
} from "@modelcontextprotocol/client";

import { MODERN_PROTOCOL_VERSION, type ProtocolChoice } from "./protocol-schema.js";

export {
  MODERN_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  ProtocolVersionSchema,
  ProtocolSchema,
  type ProtocolVersion,
  type ProtocolChoice,
} from "./protocol-schema.js";

/** The `Client` options that ask for `choice`. */
export function negotiationOptions(
  choice: ProtocolChoice,
  probeTimeoutMs?: number,
): Pick<ClientOptions, "versionNegotiation" | "supportedProtocolVersions"> {
  const probe = probeTimeoutMs === undefined ? undefined : { timeoutMs: probeTimeoutMs };
  if (choice === "auto") return { versionNegotiation: { mode: "auto", probe } };
  if (choice === MODERN_PROTOCOL_VERSION) return { versionNegotiation: { mode: { pin: choice }, probe } };
  // A 2025 pin: the plain initialize handshake offering only that revision; a
  // server answering with another one is a refusal (see describeRefusal).
  return { versionNegotiation: { mode: "legacy" }, supportedProtocolVersions: [choice] };
}

/** What mcpvals offered for `choice`, for messages. */
export function offeredVersions(choice: ProtocolChoice): string[] {
  return choice === "auto" ? [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS] : [choice];
}

/**
 * When `error` says the two sides share no revision, one sentence naming what
 * each side offered; otherwise undefined. Such a refusal is permanent: the
 * same server refuses the same revision on every retry.
 */
export function describeRefusal(error: unknown, choice: ProtocolChoice): string | undefined {
  const ours = offeredVersions(choice).join(", ");
  const rpc = error instanceof ProtocolError ? error : httpRpcError(error);
  if (rpc instanceof UnsupportedProtocolVersionError || rpc?.code === UNSUPPORTED_PROTOCOL_VERSION) {
    const supported = supportedOf(rpc);
    return `protocol version refused: mcpvals offered ${ours}; the server supports ${supported.length > 0 ? supported.join(", ") : "(not said)"}`;
  }
  if (
    error instanceof SdkError &&
    error.code === SdkErrorCode.EraNegotiationFailed &&
    /did not offer pinned protocol version/.test(error.message)
  ) {
    return `protocol version refused: mcpvals offered ${ours}; the server did not offer it in answer to server/discover (it speaks only the 2025 era: pin a 2025 revision or use protocol: auto)`;
  }
  const mismatch = /Server's protocol version is not supported: (\S+)/.exec(error instanceof Error ? error.message : "");
  if (mismatch) return `protocol version refused: mcpvals offered ${ours}; the server answered with ${mismatch[1]}`;
  return undefined;
}

const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** Over HTTP the server's JSON-RPC error arrives as the body of a 4xx (SdkHttpError data.text). */
function httpRpcError(error: unknown): { code: number; data?: unknown } | undefined {
  if (!(error instanceof SdkHttpError)) return undefined;
  const text = (error.data as { text?: unknown }).text;
  if (typeof text !== "string") return undefined;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; data?: unknown } };
    return typeof body.error?.code === "number" ? { code: body.error.code, data: body.error.data } : undefined;
  } catch {
    return undefined;
  }
}

function supportedOf(error: { data?: unknown }): string[] {
  const data = error.data as { supported?: unknown } | undefined;
  return Array.isArray(data?.supported) ? data.supported.filter((v): v is string => typeof v === "string") : [];
}
