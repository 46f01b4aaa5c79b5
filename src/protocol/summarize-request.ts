/**
 * Short summaries of a server request's params for the trace: message text
 * clipped, a form reduced to its field names, a URL without its query string
 * or fragment (where one-time tokens live). Values of unknown requests are
 * left out entirely. Config secrets are redacted later, with the whole result.
 */
import { clipText } from "../util/clip-text.js";

const TEXT = 300;

export function summarizeParams(method: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  switch (method) {
    case "roots/list":
      return {};
    case "sampling/createMessage": {
      const messages = Array.isArray(params.messages) ? params.messages : [];
      const last = messages.at(-1) as { content?: unknown } | undefined;
      return compact({
        messages: messages.length,
        lastMessage: clipText(contentText(last?.content), TEXT),
        systemPrompt: typeof params.systemPrompt === "string" ? clipText(params.systemPrompt, TEXT) : undefined,
        maxTokens: params.maxTokens,
      });
    }
    case "elicitation/create": {
      const mode = params.mode === "url" ? "url" : "form";
      const message = typeof params.message === "string" ? clipText(params.message, TEXT) : "";
      if (mode === "url")
        return compact({
          mode,
          message,
          url: typeof params.url === "string" ? withoutQuery(params.url) : undefined,
          elicitationId: params.elicitationId,
        });
      const schema = (params.requestedSchema ?? {}) as { properties?: Record<string, unknown>; required?: unknown };
      return compact({
        mode,
        message,
        fields: Object.keys(schema.properties ?? {}),
        required: Array.isArray(schema.required) ? schema.required : undefined,
      });
    }
    default:
      return { keys: Object.keys(params).filter((key) => key !== "_meta") };
  }
}

/** Text of a sampling message's content (a block or a list of blocks). */
export function contentText(content: unknown): string {
  const blocks = Array.isArray(content) ? content : [content];
  return blocks
    .map((block) => {
      const b = block as { type?: unknown; text?: unknown } | undefined;
      if (b?.type === "text" && typeof b.text === "string") return b.text;
      return b?.type ? `[${String(b.type)}]` : "";
    })
    .join("\n");
}

/** Content values as the trace shows them: strings clipped. */
export function summarizeContent(content: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, typeof v === "string" ? clipText(v, 100) : v]));
}

export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search || parsed.hash ? " (query/fragment omitted)" : ""}`;
  } catch {
    return "(not a URL)";
  }
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}
