/** Rules on every message's shape, judged by the schema of its method. */
import { rule } from "./check-rule.js";
import { NEXT_RULE_SET } from "./rule-sets.js";

export const MESSAGE_RULES = [
  rule(
    "schema/invalid-message",
    // The spec makes its schema the source of truth but states no MUST over it: info (advice), per the levels rule.
    "info",
    "any",
    "basic#schema",
    "Every message the server sends validates against the schema of its method (the MCP TypeScript SDK's published schemas, @modelcontextprotocol/core); a finding names the message, the JSON pointer, the keyword and the schema path.",
    { since: NEXT_RULE_SET },
  ),
] as const;
