/**
 * A server complaining about a variable it did not get ("WEATHER_TOKEN is not
 * set", "missing environment variable API_KEY"): mcpvals starts servers with
 * only a safe base environment (safe-env.ts), so the usual cause is that the
 * caller's variable never reached it. The hint says so and how to pass it.
 */

// A variable name (upper case with an underscore, or any upper-case word called a variable), then "is not set" and the like.
const NAME_THEN_COMPLAINT =
  /\b(?:([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"\x60]?\s+(?:(?:environment|env)\s+(?:variable|var)\s+)?|([A-Z][A-Z0-9]{2,})['"\x60]?\s+(?:environment|env)\s+(?:variable|var)\s+)(?:is\s+|was\s+)?(?:not set|unset|not defined|undefined|missing|required|empty)\b/;
// "missing (environment variable|env var|variable) NAME", "set NAME", "requires NAME".
const COMPLAINT_THEN_NAME =
  /\b(?:[Mm]issing|[Rr]equires?|[Nn]eeds?|[Pp]lease set|[Ss]et)\s+(?:(?:the|an?)\s+)?(?:(?:environment|env)\s+(?:variable|var)\s+|variable\s+)?[:'"\x60]?\s*([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/;

/** The variable a server's text says is missing, or undefined when it names none. */
export function missingVariableIn(text: string): string | undefined {
  const named = NAME_THEN_COMPLAINT.exec(text);
  return named?.[1] ?? named?.[2] ?? COMPLAINT_THEN_NAME.exec(text)?.[1];
}

/** A sentence for a stdio server's error text that names a missing variable; "" when it names none. */
export function missingEnvHint(text: string): string {
  const name = missingVariableIn(text);
  if (name === undefined) return "";
  return ` (servers get an isolated environment: pass ${name} with --env ${name}, or env: in the config)`;
}
