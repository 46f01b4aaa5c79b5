/**
 * Wires the client's side of the conversation into an SDK Client: the
 * capabilities the `client:` settings enable, a handler per enabled request
 * (and a fallback that declines the rest, so no request hangs), the
 * notifications recorded into the connection's ServerTraffic, and the log
 * level asked for after connect. The answers themselves are era-agnostic
 * (answer-server-request.ts); only this file knows the SDK. The same
 * handlers serve both eras: 2025-era server requests arrive as JSON-RPC
 * requests, and in the 2026-07-28 era the SDK fulfils an `input_required`
 * result's embedded requests through them, then retries the call.
 */
import type { Client, ClientCapabilities } from "@modelcontextprotocol/client";
import { clipText } from "../../util/clip-text.js";
import { SchemaValidator } from "../requests/schema-validator.js";
import { answerServerRequest } from "./answer-server-request.js";
import type { ClientSideSettings } from "../../protocol/client-side-schema.js";
import type { Sampler, ServerRequest } from "../../protocol/server-request.js";
import type { ServerTraffic } from "./server-traffic.js";

/** Capabilities to declare: only what the settings answer. */
export function clientCapabilities(settings: ClientSideSettings | undefined): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  // Our roots never change during a run, so no list_changed notifications are promised.
  if (settings?.roots) capabilities.roots = { listChanged: false };
  if (settings?.sampling) capabilities.sampling = {};
  if (settings?.elicitation) {
    // URL mode only when a rule says so: accepting a URL nobody opens would mislead a server that did not ask for it.
    capabilities.elicitation = settings.elicitation.some((rule) => rule.mode === "url") ? { form: {}, url: {} } : { form: {} };
  }
  return capabilities;
}

export interface InstallClientSideOptions {
  settings: ClientSideSettings | undefined;
  sample?: Sampler;
  traffic: ServerTraffic;
  /** Aborts when the connection closes: a sampling model call in progress stops. */
  signal: AbortSignal;
}

let sharedValidator: SchemaValidator | undefined;

export function installClientSide(client: Client, { settings, sample, traffic, signal }: InstallClientSideOptions): void {
  const validator = (sharedValidator ??= new SchemaValidator());
  const handle = async (request: ServerRequest, requestSignal: AbortSignal): Promise<Record<string, unknown>> => {
    const scope = traffic.current();
    const at = new Date().toISOString();
    const started = performance.now();
    const { answer, record } = await answerServerRequest({
      request,
      settings,
      sample,
      ...(scope?.elicit ? { elicit: scope.elicit } : {}),
      validator,
      signal: AbortSignal.any([signal, requestSignal]),
    });
    traffic.addRequest(record, { at, durationMs: Math.round(performance.now() - started), scope });
    // A plain Error with a code: McpError would prefix the wire message with "MCP error <code>: " a second time.
    if ("error" in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };
  type Context = { mcpReq: { signal: AbortSignal } };
  const handler = ((request: ServerRequest, ctx: Context) => handle(request, ctx.mcpReq.signal)) as never;
  if (settings?.roots) client.setRequestHandler("roots/list", handler);
  if (settings?.sampling) client.setRequestHandler("sampling/createMessage", handler);
  if (settings?.elicitation) client.setRequestHandler("elicitation/create", handler);
  // Anything else (or a request for a capability we did not declare) is declined and recorded.
  client.fallbackRequestHandler = async (request, ctx) =>
    handle(request as ServerRequest, (ctx as unknown as Context).mcpReq.signal) as never;

  // Replaces the SDK's own progress routing: calls carry our tokens (see ServerTraffic.onProgress).
  client.setNotificationHandler("notifications/progress", (notification) => traffic.onProgress(notification.params));
  client.setNotificationHandler("notifications/message", (notification) => {
    const { level, logger, data } = notification.params;
    traffic.addNotification({
      method: notification.method,
      level,
      ...(logger ? { logger } : {}),
      text: clipText(typeof data === "string" ? data : JSON.stringify(data), 300),
    });
  });
  client.fallbackNotificationHandler = async (notification) => {
    const params = { ...(notification.params ?? {}) } as Record<string, unknown>;
    delete params._meta;
    traffic.addNotification({
      method: notification.method,
      text: clipText(Object.keys(params).length > 0 ? JSON.stringify(params) : "", 300),
    });
  };
}

/** After connect: ask for log messages from `logLevel` up, when the server offers logging. */
export async function applyLogLevel(
  client: Client,
  settings: ClientSideSettings | undefined,
  options: { signal: AbortSignal; timeout: number },
): Promise<void> {
  if (!settings?.logLevel || !client.getServerCapabilities()?.logging) return;
  await client.setLoggingLevel(settings.logLevel, options);
}
