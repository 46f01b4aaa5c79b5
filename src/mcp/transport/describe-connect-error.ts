/**
 * Why a connect failed, in words a user can act on: the HTTP status and the
 * socket error behind "fetch failed", or how a stdio process ended and what
 * its stderr said. Also which failures a retry cannot fix (401/403).
 */
import { SdkHttpError, SseError } from "@modelcontextprotocol/client";
import { describeError } from "../../errors.js";
import { clipText } from "../../util/clip-text.js";
import type { StdioTransport } from "./stdio-transport.js";
import { AuthError } from "../auth/auth-error.js";
import { missingEnvHint } from "./missing-env-hint.js";

/** HTTP errors carry a status and, from some servers, a whole HTML page: keep the status and the first line. */
export function describeConnectError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = describeError(error)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const socket = socketCause(error);
  const short = clipText(socket && !message.includes(socket) ? `${message} (${socket})` : message, 300);
  const status = error instanceof SdkHttpError ? error.status : error instanceof SseError ? code : undefined;
  return typeof status === "number" && !short.includes(String(status)) ? `HTTP ${status}: ${short}` : short;
}

/**
 * What "fetch failed" hides in its cause chain: the system error and the
 * address (`ECONNREFUSED 127.0.0.1:3001`), or undefined when there is none.
 */
function socketCause(error: unknown): string | undefined {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === "object" && depth < 6;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, address, port, hostname } = cause as { code?: unknown; address?: unknown; port?: unknown; hostname?: unknown };
    if (typeof code !== "string" || !/^E[A-Z]+$/.test(code)) continue;
    const host = typeof address === "string" ? address : typeof hostname === "string" ? hostname : undefined;
    return host ? `${code} ${host}${typeof port === "number" ? `:${port}` : ""}` : code;
  }
  return undefined;
}

/** The AuthError in the error's cause chain: getting a token failed, and it says at which step. */
export function authFailure(error: unknown): AuthError | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 6; depth += 1) {
    if (AuthError.isInstance(cause)) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** HTTP 401 or 403 anywhere in the error's cause chain. */
export function isAuthRefusal(error: unknown): boolean {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === "object" && depth < 6;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    const status =
      cause instanceof SdkHttpError ? cause.status : cause instanceof SseError ? cause.code : (cause as { status?: unknown }).status;
    if (status === 401 || status === 403) return true;
  }
  return false;
}

export function describeStdioFailure(command: string, transport: StdioTransport): string | undefined {
  if (transport.failure) return transport.failure;
  const exit = transport.exitInfo;
  if (!exit) return undefined;
  if (exit.spawnError) return `could not run "${command}": ${exit.spawnError}`;
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.exitCode}`;
  const stderr = transport.stderrTail;
  const tail = lastLines(stderr, 10);
  return `the process ${how} before the MCP handshake finished${stderr ? `${missingEnvHint(tail)}. Its stderr ended with:\n${indent(tail)}` : " (no stderr output)"}`;
}

function lastLines(text: string, n: number): string {
  return text.split(/\r?\n/).slice(-n).join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}
