import type { McpCallToolResult as CallToolResult } from "./mcp-types.js";

/**
 * What a tool "said", as text: text blocks joined, else the structured
 * content as JSON. Images and audio become short placeholders; embedded
 * resources contribute their text. This is what expectations are matched
 * against, never the raw JSON-RPC envelope.
 */
export function resultText(result: CallToolResult): string {
  const parts: string[] = [];
  for (const block of result.content ?? []) {
    switch (block.type) {
      case "text":
        parts.push(block.text);
        break;
      case "image":
      case "audio":
        parts.push(`[${block.type} ${block.mimeType}]`);
        break;
      case "resource":
        if ("text" in block.resource && typeof block.resource.text === "string") parts.push(block.resource.text);
        else parts.push(`[resource ${block.resource.uri}]`);
        break;
      case "resource_link":
        parts.push(`[resource link ${block.uri}]`);
        break;
    }
  }
  if (parts.length > 0) return parts.join("\n");
  return result.structuredContent === undefined ? "" : JSON.stringify(result.structuredContent);
}
