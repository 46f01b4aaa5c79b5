/**
 * Whether a resource template is a valid RFC 6570 URI template: balanced,
 * unnested braces; an expression is an optional operator (+ # . / ; ? &)
 * then comma-separated variables of ALPHA / DIGIT / "_" / pct-encoded
 * (dots between), each with an optional explode "*" or prefix ":1-9999".
 * The operators "= , ! @ |" are reserved by the RFC and invalid.
 *
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2
 */
const VARSPEC = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*(?:\*|:[1-9][0-9]{0,3})?$/;

/** Null when `template` is valid, else what is wrong. */
export function uriTemplateProblem(template: string): string | null {
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf("{", at);
    const close = template.indexOf("}", at);
    if (open === -1) return close === -1 ? null : `an unmatched "}" at offset ${close}`;
    if (close !== -1 && close < open) return `an unmatched "}" at offset ${close}`;
    const end = template.indexOf("}", open);
    if (end === -1) return `an unclosed "{" at offset ${open}`;
    const body = template.slice(open + 1, end);
    if (body.includes("{")) return `a nested "{" at offset ${open + 1 + body.indexOf("{")}`;
    const problem = expressionProblem(body);
    if (problem) return `expression {${body}} ${problem}`;
    at = end + 1;
  }
  return null;
}

function expressionProblem(body: string): string | null {
  if (body === "") return "is empty";
  if ("=,!@|".includes(body[0]!)) return `uses the reserved operator "${body[0]}"`;
  const list = "+#./;?&".includes(body[0]!) ? body.slice(1) : body;
  const bad = list.split(",").find((v) => !VARSPEC.test(v));
  return bad === undefined ? null : `has an invalid variable "${bad}"`;
}
