/** Rules of the wire itself: JSON-RPC framing over stdio, message shape, UTF-8, ids. */
import { rule } from "./check-rule.js";

export const WIRE_RULES = [
  rule(
    "wire/start",
    "error",
    "any",
    "basic/transports#stdio",
    "The server process starts and answers; a server that never came up is one failure naming its first stderr lines.",
  ),
  rule(
    "wire/stdout-json-only",
    "error",
    "any",
    "basic/transports#stdio",
    "stdout carries nothing but JSON-RPC messages (logs go to stderr).",
  ),
  rule(
    "wire/newline-delimited",
    "error",
    "any",
    "basic/transports#stdio",
    "Every stdio message is one line ended by a newline (no pretty-printed JSON), in the probe and in every session (with --call, tool answers too).",
  ),
  rule("wire/exit-on-stdin-close", "error", "any", "basic/lifecycle#shutdown", "The server exits soon after the client closes its stdin."),
  rule("wire/utf8", "error", "any", "basic/transports#stdio", "Every message is valid UTF-8."),
  rule(
    "jsonrpc/response-shape",
    "error",
    "any",
    "basic#responses",
    'Every message says "jsonrpc": "2.0"; a response carries exactly one of result and error; an error has a numeric code and a message.',
  ),
  rule("jsonrpc/id-echo", "error", "any", "basic#responses", 'A response echoes the request id exactly, type included ("5" is not 5).'),
  rule(
    "wire/late-answer",
    "info",
    "any",
    null,
    "A request was answered after its wait (the connect budget) ran out: the server is slow, which is no protocol fault.",
  ),
  rule("jsonrpc/no-response-to-notification", "error", "any", "basic#notifications", "A notification gets no response."),
] as const;
