/**
 * Resources on a wire session: pagination, a few reads, templates (valid
 * RFC 6570), and a missing resource answered as an error (-32602 in the
 * 2026-07-28 era, where -32002 is gone).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/resources
 * @see https://modelcontextprotocol.io/specification/2026-07-28/server/resources#error-handling
 */
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import { listPages, type ListedPages } from "./list-pages.js";
import { uriTemplateProblem } from "./uri-template-syntax.js";
import type { WireSession } from "./wire/wire-session.js";

/** Reads tried per server (each is a real request). */
const SAMPLE = 5;
const INVALID_PARAMS = -32602;

export async function resourceChecks(
  recorder: CheckRecorder,
  session: WireSession,
  signal: AbortSignal,
  lists: Array<{ method: string; listed: ListedPages }>,
): Promise<{ resources: unknown[]; templates: unknown[] }> {
  const server = recorder.target();
  const listed = await listPages(session, "resources/list", "resources", signal);
  lists.push({ method: "resources/list", listed });
  recorder.add("resources/pagination", "error", server, listed.verdict, { method: "resources/list" });
  const resources = listed.items.filter(
    (r): r is { uri: string; mimeType?: unknown } => typeof (r as { uri?: unknown } | null)?.uri === "string",
  );
  for (const resource of resources.slice(0, SAMPLE)) {
    await recorder.check(
      "resources/read",
      "error",
      recorder.target("resource", resource.uri),
      () => readOne(session, resource, signal, lists),
      { method: "resources/read" },
    );
  }
  const templates = await listPages(session, "resources/templates/list", "resourceTemplates", signal);
  lists.push({ method: "resources/templates/list", listed: templates });
  recorder.add(
    "resources/templates",
    "info",
    server,
    "passed" in templates.verdict && templates.verdict.passed ? pass(`${templates.items.length} resource templates`) : templates.verdict,
    { method: "resources/templates/list" },
  );
  templates.items.forEach((template, index) => {
    const uri = (template as { uriTemplate?: unknown } | null)?.uriTemplate;
    const target = recorder.target("resource", typeof uri === "string" ? uri : `template #${index}`);
    const problem = typeof uri === "string" ? uriTemplateProblem(uri) : "is missing (uriTemplate must be a string)";
    recorder.add(
      "resources/template-syntax",
      "error",
      target,
      problem === null ? pass("a valid RFC 6570 template") : fail(`uriTemplate ${problem}`, `/resourceTemplates/${index}/uriTemplate`),
      { method: "resources/templates/list" },
    );
  });
  const uri = "mcpvals-check://does-not-exist";
  const missing = await session.request("resources/read", { uri }, { signal });
  recorder.add(
    "resources/not-found",
    "warning",
    server,
    missing.ok
      ? fail(`reading ${uri} succeeded: ${clipText(JSON.stringify(missing.result), 100)}`)
      : pass(`reading a missing resource is an error (${missing.code ?? "no code"})`),
    { method: "resources/read" },
  );
  if (session.modern && !missing.ok) {
    recorder.add(
      "modern/resource-not-found",
      "error",
      server,
      missing.code === INVALID_PARAMS
        ? pass("a missing resource is -32602")
        : fail(`a missing resource answered ${missing.code ?? "no code"}, not -32602 (2026-07-28 replaced -32002)`),
      { method: "resources/read" },
    );
  }
  return { resources, templates: templates.items };
}

async function readOne(
  session: WireSession,
  resource: { uri: string; mimeType?: unknown },
  signal: AbortSignal,
  lists: Array<{ method: string; listed: ListedPages }>,
) {
  const answer = await session.request("resources/read", { uri: resource.uri }, { signal });
  if (!answer.ok) return fail(`resources/read failed: ${answer.message}`);
  lists.push({ method: "resources/read", listed: { items: [], pages: [answer.result], verdict: pass("read") } });
  const contents = answer.result.contents;
  if (!Array.isArray(contents) || contents.length === 0) return fail("resources/read answered no contents", "/contents");
  const first = contents[0] as { text?: unknown; blob?: unknown; mimeType?: unknown };
  if (typeof first.text !== "string" && typeof first.blob !== "string") return fail("contents[0] has neither text nor blob", "/contents/0");
  if (typeof resource.mimeType === "string" && typeof first.mimeType === "string" && resource.mimeType !== first.mimeType) {
    return fail(`listed as ${resource.mimeType} but read as ${first.mimeType}`, "/contents/0/mimeType");
  }
  return pass(
    `read ${contents.length} content part${contents.length === 1 ? "" : "s"}${typeof first.mimeType === "string" ? ` (${first.mimeType})` : ""}`,
  );
}
