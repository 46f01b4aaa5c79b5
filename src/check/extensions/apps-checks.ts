/**
 * MCP Apps (`io.modelcontextprotocol/ui`), checked on a server that declares
 * the extension or lists a tool with UI metadata: the tool's
 * `_meta.ui.resourceUri` names a `ui://` resource served as
 * `text/html;profile=mcp-app` in exactly one payload, the UI metadata is
 * well-formed, and the HTML renders in headless Chromium (console errors and
 * render time are reported in the reason).
 *
 * @see https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx
 */
import type { ExtensionPeer } from "./extension-peer.js";
import type { McpTool } from "../../protocol/mcp-types.js";
import { clipText } from "../../util/clip-text.js";
import { type CheckRecorder, fail, pass, skip } from "../check-recorder.js";
import { appMetadataProblems } from "./app-metadata.js";
import { renderAppHtml } from "./render-app-html.js";
import { appsTextFallback } from "./apps-text-fallback.js";
import type { ProbeCall } from "../probe-calls.js";

export const APPS_EXTENSION = "io.modelcontextprotocol/ui";
export const APP_MIME_TYPE = "text/html;profile=mcp-app";

/** The UI resource a tool points at: `_meta.ui.resourceUri`, or the older flat `_meta["ui/resourceUri"]`. */
export function appResourceUri(tool: McpTool): string | undefined {
  const meta = tool._meta as Record<string, unknown> | undefined;
  const ui = meta?.ui as Record<string, unknown> | undefined;
  const uri = ui?.resourceUri ?? meta?.["ui/resourceUri"];
  return typeof uri === "string" ? uri : undefined;
}

export async function appsChecks(
  recorder: CheckRecorder,
  connection: ExtensionPeer,
  {
    era,
    signal,
    render = true,
    waitMs = 30_000,
    call = false,
    calls = [],
  }: { era: string; signal: AbortSignal; render?: boolean; waitMs?: number; call?: boolean; calls?: readonly ProbeCall[] },
): Promise<void> {
  const appTools = connection.tools.filter((tool) => appResourceUri(tool) !== undefined);
  if (appTools.length === 0)
    return recorder.add(
      "ext/apps/resource-uri",
      "error",
      recorder.target(),
      skip("declares MCP Apps but no tool has _meta.ui.resourceUri"),
    );
  const seen = new Set<string>();
  for (const tool of appTools) {
    const uri = appResourceUri(tool)!;
    const target = recorder.target("tool", tool.name);
    if (!uri.startsWith("ui://")) {
      recorder.add("ext/apps/resource-uri", "error", target, fail(`_meta.ui.resourceUri is "${clipText(uri, 80)}" (must be a ui:// URI)`));
      continue;
    }
    const read = await connection.exchange("resources/read", { uri }, { era, signal });
    if (!read.ok) {
      recorder.add(
        "ext/apps/resource-uri",
        "error",
        target,
        fail(`reading ${clipText(uri, 80)} failed: ${read.code ?? "no code"} ${clipText(read.message, 100)}`),
      );
      continue;
    }
    recorder.add("ext/apps/resource-uri", "error", target, pass(`points at ${clipText(uri, 80)}, which the server serves`));
    const contents = Array.isArray(read.result.contents) ? (read.result.contents as Record<string, unknown>[]) : [];
    const problems = appMetadataProblems(tool, contents[0]);
    recorder.add(
      "ext/apps/metadata",
      "warning",
      target,
      problems.length === 0 ? pass("UI metadata is well-formed") : fail(problems.join("; ")),
    );
    // Several tools may share one UI resource: check and render it once.
    if (seen.has(uri)) continue;
    seen.add(uri);
    await appResourceChecks(recorder, uri, contents, { signal, render, waitMs });
  }
  await appsTextFallback(recorder, connection, appTools, { era, signal, call, calls });
}

/** The UI resource itself: exactly one HTML payload, the MCP App MIME type, and (when `render`) that it renders. */
async function appResourceChecks(
  recorder: CheckRecorder,
  uri: string,
  contents: Record<string, unknown>[],
  { signal, render, waitMs }: { signal: AbortSignal; render: boolean; waitMs: number },
): Promise<void> {
  const resource = recorder.target("resource", uri);
  const html = contents.length === 1 ? payloadText(contents[0]!) : undefined;
  recorder.add(
    "ext/apps/single-payload",
    "error",
    resource,
    contents.length !== 1
      ? fail(`resources/read answered ${contents.length} contents (must be exactly one HTML payload)`)
      : html === undefined
        ? fail("the content has neither text nor blob")
        : pass(`one HTML payload (${html.length} characters)`),
  );
  const mimeTypes = contents.map((c) => c.mimeType);
  recorder.add(
    "ext/apps/mime-type",
    "error",
    resource,
    mimeTypes.length > 0 && mimeTypes.every((m) => m === APP_MIME_TYPE)
      ? pass(`served as ${APP_MIME_TYPE}`)
      : fail(
          `served as ${mimeTypes.map((m) => (typeof m === "string" ? `"${clipText(m, 60)}"` : "no mimeType")).join(", ") || "nothing"} (must be ${APP_MIME_TYPE})`,
        ),
  );
  if (!render) return;
  if (html === undefined) {
    recorder.add("ext/apps/render", "warning", resource, skip("no single HTML payload to render"));
    return;
  }
  await renderCheck(recorder, resource, html, { signal, waitMs });
}

/** Renders the HTML in headless Chromium: console errors fail it, a missing browser skips it. */
async function renderCheck(
  recorder: CheckRecorder,
  resource: ReturnType<CheckRecorder["target"]>,
  html: string,
  { signal, waitMs }: { signal: AbortSignal; waitMs: number },
): Promise<void> {
  const result = await renderAppHtml(html, { signal, timeoutMs: waitMs });
  if (!result.rendered) {
    recorder.add(
      "ext/apps/render",
      "warning",
      resource,
      result.unavailable ? skip(result.reason) : fail(`did not render: ${result.reason}`),
    );
    return;
  }
  const data = `rendered in ${result.renderMs} ms, ${result.blockedRequests} network request${result.blockedRequests === 1 ? "" : "s"} refused`;
  // The HTML tried to leave by a channel other than HTTP (WebRTC, a raw socket): refused, and a finding whatever else it did.
  if (result.escapes.length > 0) {
    const n = result.escapes.length;
    recorder.add(
      "ext/apps/render",
      "warning",
      resource,
      fail(`tried ${n} connection${n === 1 ? "" : "s"} outside HTTP, refused (${clipText(result.escapes.join(" | "), 200)}); ${data}`),
    );
    return;
  }
  recorder.add(
    "ext/apps/render",
    "warning",
    resource,
    result.errors.length === 0
      ? pass(`${data}, no console error`)
      : fail(
          `${result.errors.length} console error${result.errors.length === 1 ? "" : "s"} (${clipText(result.errors.join(" | "), 200)}); ${data}`,
        ),
  );
}

function payloadText(content: Record<string, unknown>): string | undefined {
  if (typeof content.text === "string") return content.text;
  if (typeof content.blob === "string") return Buffer.from(content.blob, "base64").toString("utf8");
  return undefined;
}
