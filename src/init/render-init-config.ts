/**
 * The YAML `mcpvals init` writes: the schema line for editors, the server
 * spec, a tool-health test per target that answered (the others commented
 * out with the reason), and one scripted workflow stub per tool group with
 * `expectTools` filled in. Built as a YAML document (yaml-text.ts): server
 * text is only ever a quoted scalar or a one-line comment, and `${` in it
 * stays literal.
 */
import { Document, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { Sandbox } from "../protocol/sandbox-schema.js";
import type { ProbedTarget } from "./probe-targets.js";
import { literalStrings, yamlComment, yamlText } from "./yaml-text.js";

export interface InitConfigInput {
  spec: ServerSpec;
  serverInfo: { name: string; version: string } | null;
  protocolVersion: string;
  targets: readonly ProbedTarget[];
  /** Where the JSON Schema is, relative to the config (for the editor line). */
  schemaPath: string;
  /** ISO date of writing. */
  date: string;
  /** A stdio server's env as it is to be written (initServerEnv); references stay `${VAR}`. */
  env?: Readonly<Record<string, { value: string; reference: boolean }>>;
}

const KINDS = [
  ["tools", "tool"],
  ["resources", "resource"],
  ["prompts", "prompt"],
] as const;

export function renderInitConfig({ spec, serverInfo, protocolVersion, targets, schemaPath, date, env = {} }: InitConfigInput): string {
  // A suite needs at least one test: a kind with none that answered is only written as comments.
  const suites = KINDS.filter(([, kind]) => targets.some((t) => t.kind === kind && t.disabled === null));
  const silent = KINDS.filter(([, kind]) => targets.some((t) => t.kind === kind) && !suites.some(([, k]) => k === kind));
  const groups = toolGroups(targets.filter((t) => t.kind === "tool" && t.disabled === null));
  const doc = new Document(
    literalStrings({
      server: serverData(spec, env),
      model: "scripted",
      threshold: 1,
      toolHealthSuites: suites.map(([name, kind]) => ({
        name,
        tests: targets.filter((t) => t.kind === kind && t.disabled === null).map((t) => testData(t)),
      })),
      workflows: [...groups].map(([group, tools]) => ({ name: `use ${group}`, steps: tools.map(stepData) })),
    }),
  );
  // Set after literalStrings, which would escape them: these are the config's own references.
  for (const [name, { value, reference }] of Object.entries(env)) if (reference) doc.setIn(["server", "env", name], value);
  const from = serverInfo ? `${serverInfo.name}@${serverInfo.version}` : "the server";
  doc.commentBefore = [
    ` yaml-language-server: $schema=${yamlComment(schemaPath)}`,
    "",
    ` Written by \`mcpvals init\` on ${date} from ${yamlComment(from)} (MCP ${yamlComment(protocolVersion)}).`,
    " Run it with no key: npx mcpvals run -c <this file>. `model: scripted` calls each step's expectTools",
    ' directly; set `model: "openai:gpt-4o-mini"` (or any provider) to let a model drive the workflows.',
  ].join("\n");
  for (const [index, [, kind]] of suites.entries())
    commentDisabled(
      doc.getIn(["toolHealthSuites", index, "tests"], true) as YAMLSeq,
      targets.filter((t) => t.kind === kind),
    );
  const silentLines = silent.flatMap(([name, kind]) => [
    ` ${name}: none can be a test yet; each is written commented out after its reason`,
    ...disabledLines(targets.filter((t) => t.kind === kind)),
  ]);
  if (silentLines.length > 0) (doc.get("toolHealthSuites", true) as YAMLSeq).comment = silentLines.join("\n");
  if (groups.size === 0) (doc.get("workflows", true) as YAMLSeq).comment = " no read-only tool answered: write workflows by hand";
  // A blank line between the sections, as a person would write it.
  for (const { key } of (doc.contents as YAMLMap<Scalar<string>, unknown>).items) {
    if (key.value !== "server" && key.value !== "threshold") key.spaceBefore = true;
    if (key.value === "workflows")
      key.commentBefore = " One workflow per group of tools: replace each `user` text with what a user would ask.";
  }
  return yamlText(doc);
}

/**
 * The tests that did not answer, as comments in place (each after the reason),
 * so a user uncomments one once its arguments are real.
 */
function commentDisabled(tests: YAMLSeq, mine: readonly ProbedTarget[]): void {
  let pending: string[] = [];
  let live = 0;
  for (const target of mine) {
    if (target.disabled === null) {
      const item = tests.items[live++] as { commentBefore?: string };
      if (pending.length > 0) item.commentBefore = pending.join("\n");
      pending = [];
      continue;
    }
    pending.push(...disabledLines([target]));
  }
  if (live === 0) pending.unshift(" none answered with generated arguments: see the commented tests below");
  if (pending.length > 0) tests.comment = pending.join("\n");
}

/** Each disabled target as comment lines: its reason, then the test as it would be written. */
function disabledLines(targets: readonly ProbedTarget[]): string[] {
  return targets.flatMap((target) => {
    if (target.disabled === null) return [];
    const text = yamlText(new Document([literalStrings(testData(target))])).trimEnd();
    return [` ${yamlComment(target.disabled)}`, ...text.split("\n").map((line) => ` ${line}`)];
  });
}

function testData(t: ProbedTarget): Record<string, unknown> {
  return { name: `${t.name} answers`, [t.kind]: t.name, ...(Object.keys(t.args).length > 0 ? { args: t.args } : {}) };
}

function stepData(tool: ProbedTarget): Record<string, unknown> {
  const user = tool.description ? `Use ${tool.name}: ${tool.description}` : `Use ${tool.name}.`;
  return { user, expectTools: [{ name: tool.name, ...(Object.keys(tool.args).length > 0 ? { args: tool.args } : {}) }] };
}

function serverData(spec: ServerSpec, env: Readonly<Record<string, { value: string }>>): Record<string, unknown> {
  if (spec.transport === "stdio") {
    const vars = Object.entries(env).map(([name, { value }]) => [name, value]);
    return {
      command: spec.command,
      ...(spec.args.length > 0 ? { args: spec.args } : {}),
      ...(vars.length > 0 ? { env: Object.fromEntries(vars) } : {}),
      // `init --sandbox` (or a sandboxed config server): the config it writes runs the server the same way.
      ...(spec.sandbox ? { sandbox: sandboxData(spec.sandbox) } : {}),
    };
  }
  return { url: spec.url, ...(spec.transport === "sse" ? { transport: "sse" } : {}) };
}

/** The sandbox as a config says it: `network` always (what it denies is the point), the rest where not the default. */
function sandboxData({ network, write, env, required }: Sandbox): Record<string, unknown> {
  return { network, ...(write.length > 0 ? { write } : {}), ...(env !== "safe" ? { env } : {}), ...(required ? {} : { required }) };
}

/** Tools grouped by the first word of their name (`read_file`, `read_dir` → "read"), at most 5 a group. */
function toolGroups(tools: readonly ProbedTarget[]): Map<string, ProbedTarget[]> {
  const groups = new Map<string, ProbedTarget[]>();
  for (const tool of tools) {
    const group = tool.name.split(/[_\-.]/)[0] || tool.name;
    const list = groups.get(group) ?? [];
    if (list.length < 5) list.push(tool);
    groups.set(group, list);
  }
  return groups;
}
