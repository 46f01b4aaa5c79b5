import { existsSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, describeError } from "../errors.js";
import { VERSION } from "../version.js";
import { assertRegularFile, readRegularFile } from "../util/read-regular-file.js";

const DATA_EXTENSIONS = [".json", ".yaml", ".yml"] as const;
const MODULE_EXTENSIONS = [".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"] as const;

/** File extensions `readConfigFile` understands. */
export const SUPPORTED_CONFIG_EXTENSIONS: readonly string[] = [...DATA_EXTENSIONS, ...MODULE_EXTENSIONS];

/**
 * Reads the raw, unvalidated config data from a file, choosing the parser by
 * extension: JSON, YAML, or a TypeScript/JavaScript module (loaded with jiti,
 * so TS configs work on plain Node). For modules the default export wins; a
 * function export is called (and awaited) to produce the config.
 *
 * Throws `ConfigError` (code CONFIG_NOT_FOUND when the file does not exist)
 * with a message naming the file and, for syntax errors, the line and column.
 */
export async function readConfigFile(
  file: string,
  { timeoutMs, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<unknown> {
  const extension = path.extname(file).toLowerCase();
  if (!SUPPORTED_CONFIG_EXTENSIONS.includes(extension)) {
    throw new ConfigError(
      `Unsupported config file type "${extension || "(none)"}" for ${file}. Use one of: ${SUPPORTED_CONFIG_EXTENSIONS.join(", ")}.`,
      { file },
    );
  }
  if (!existsSync(file)) {
    throw new ConfigError(`Config file not found: ${file}`, { file, code: "CONFIG_NOT_FOUND" });
  }

  const reading = isModuleExtension(extension)
    ? checkedModuleConfig(file)
    : readText(file).then((text) => parseDataFile(file, extension, text));
  const data = await withinLimit(reading, file, timeoutMs, signal);
  // An empty YAML file parses to null; say so instead of "expected object, received null".
  if (data === null || data === undefined) {
    throw new ConfigError(
      `Config file ${file} is empty (or its default export is undefined). It must define at least \`server\` and a workflow or tool health suite.`,
      { file },
    );
  }
  return data;
}

/**
 * A config's own code may never settle (`export default new Promise(() => {})`)
 * or hold a timer forever: stop waiting after `timeoutMs`. The code itself
 * cannot be stopped; the CLI exits after reporting.
 */
async function withinLimit<T>(
  reading: Promise<T>,
  file: string,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (timeoutMs === undefined && signal === undefined) return reading;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    if (timeoutMs !== undefined) {
      timer = setTimeout(
        () =>
          reject(
            new ConfigError(
              `Config file ${file} did not finish loading within ${timeoutMs} ms (a TS/JS config whose promise never settles?). Set MCPVALS_CONFIG_TIMEOUT_MS to allow longer.`,
              { file },
            ),
          ),
        timeoutMs,
      );
      // Unref'd: a config promise that can never settle empties the event loop, which the CLI reports at once.
      timer.unref();
    }
    onAbort = () => reject(new ConfigError(`Loading config file ${file} was cancelled.`, { file }));
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([reading, stop]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener("abort", onAbort);
  }
}

function isModuleExtension(extension: string): boolean {
  return (MODULE_EXTENSIONS as readonly string[]).includes(extension);
}

async function readText(file: string): Promise<string> {
  try {
    // Strip a UTF-8 BOM: editors on Windows add one and JSON.parse rejects it.
    return (await readRegularFile(file, { encoding: "utf8" })).replace(/^\uFEFF/, "");
  } catch (error) {
    throw new ConfigError(`Could not read config file ${file}: ${describeError(error)}`, { file, cause: error });
  }
}

async function parseDataFile(file: string, extension: string, text: string): Promise<unknown> {
  return extension === ".json" ? parseJson(file, text) : parseYamlText(file, text);
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = describeError(error);
    const location = jsonErrorLocation(message, text);
    // V8 appends the position (rendered by us as file:line:col) and sometimes a copy
    // of the whole input, which can be long; keep only the description.
    const reason = message.replace(/ in JSON at position \d+.*$/s, "").replace(/, ".*" is not valid JSON$/s, "");
    const where = location ? `${file}:${location.line}:${location.column}` : file;
    throw new ConfigError(`Invalid JSON in ${where}: ${reason}`, { file, cause: error });
  }
}

function jsonErrorLocation(message: string, text: string): { line: number; column: number } | undefined {
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  if (position) return offsetToLineColumn(text, Number(position[1]));
  if (/Unexpected end of JSON input/.test(message)) return offsetToLineColumn(text, text.length);
  return undefined;
}

function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

async function parseYamlText(file: string, text: string): Promise<unknown> {
  // Loaded for YAML only: the parser is 72 modules a JSON or TypeScript config does not need.
  const { parse: parseYaml, YAMLParseError } = await import("yaml");
  try {
    // logLevel "error": warnings would go straight to the console, bypassing the reporter.
    // merge: YAML 1.1 `<<: *defaults` merge keys, common for sharing settings between entries.
    return parseYaml(text, { logLevel: "error", merge: true });
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const start = error.linePos?.[0];
      const where = start ? `${file}:${start.line}:${start.col}` : file;
      // yaml's message already ends with "at line L, column C:" and a source excerpt with a caret.
      throw new ConfigError(`Invalid YAML in ${where}: ${error.message.trimEnd()}`, { file, cause: error });
    }
    throw new ConfigError(`Invalid YAML in ${file}: ${describeError(error)}`, { file, cause: error });
  }
}

async function checkedModuleConfig(file: string): Promise<unknown> {
  // jiti reads the file itself: refuse a FIFO before it blocks on one.
  try {
    await assertRegularFile(file);
  } catch (error) {
    throw new ConfigError(`Could not read config file ${file}: ${describeError(error)}`, { file, cause: error });
  }
  return importModuleConfig(file);
}

async function importModuleConfig(file: string): Promise<unknown> {
  // Loaded on demand: JSON and YAML configs do not need a TypeScript loader.
  // jiti/static imports its Babel transform statically, so the action bundle (ncc) carries it.
  const { createJiti } = await import("jiti/static");
  const jiti = createJiti(import.meta.url, {
    interopDefault: true,
    // Re-evaluate on every load: a watch mode or a test may load the same file after it
    // changed. (A plain .mjs that jiti hands to Node's native import stays cached by Node.)
    moduleCache: false,
    // `import { defineConfig } from "mcpvals"` must work when mcpvals runs through npx
    // or a global install, where the config's directory has no node_modules/mcpvals.
    alias: { mcpvals: configShimPath() },
  });
  let exported: unknown;
  try {
    const namespace = await jiti.import<Record<string, unknown>>(file);
    exported = pickExport(namespace);
    if (typeof exported === "function") exported = await (exported as () => unknown)();
    else exported = await exported;
  } catch (error) {
    if (ConfigError.isInstance(error)) throw error;
    throw new ConfigError(`Could not load config file ${file}: ${errorMessage(error)}`, { file, cause: error });
  }
  return exported;
}

/**
 * jiti evaluates config code in the main realm, so under a VM context (Jest) its
 * errors fail `instanceof Error`; read `message` structurally.
 */
function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : describeError(error);
}

function pickExport(namespace: unknown): unknown {
  if (namespace === null || typeof namespace !== "object") return namespace;
  const record = namespace as Record<string, unknown>;
  if ("default" in record && record.default !== undefined) return record.default;
  // No default export: treat the named exports as the config. Copy them, since a
  // module namespace is an exotic object that schema validation should not see.
  return { ...record };
}

/**
 * What `import ... from "mcpvals"` means inside a config file: a one-function
 * shim with `defineConfig`, written once to the temp directory. A shim rather
 * than the library itself because the loader may run from lib/, from source
 * (tests) or from the single-file action bundle, and only the shim exists the
 * same way in all three. Types still come from the installed package.
 */
function configShimPath(): string {
  const file = path.join(tmpdir(), `mcpvals-config-shim-${VERSION}.mjs`);
  if (!existsSync(file)) {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, "export function defineConfig(config) {\n  return config;\n}\n");
    renameSync(temp, file);
  }
  return file;
}
