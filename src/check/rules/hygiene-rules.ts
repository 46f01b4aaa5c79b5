/** mcpvals' own hygiene rules (not spec text): what a reviewer of tool descriptions would flag. */
import { rule } from "./check-rule.js";

export const HYGIENE_RULES = [
  rule("hygiene/hidden-instructions", "info", "any", null, "A tool's text addresses the model with orders a user would not see."),
  rule("hygiene/invisible-unicode", "info", "any", null, "A tool's text carries invisible or bidirectional characters."),
  rule("hygiene/long-description", "info", "any", null, "A description is over 1500 characters."),
  rule("hygiene/tool-shadowing", "info", "any", null, "Another configured server offers a tool of the same name."),
  rule("internal/check-crashed", "info", "any", null, "A check of mcpvals itself crashed: a bug to report, never a verdict on the server."),
] as const;
