/**
 * The YAML `mcpvals init` writes: the schema line for editors, the server
 * spec, a tool-health test per target that answered (the others commented
 * out with the reason), and one scripted workflow stub per tool group with
 * `expectTools` filled in. Values are written as JSON, which YAML reads.
 */
import type { ServerSpec } from "../mcp/server-spec.js";
import type { ProbedTarget } from "./probe-targets.js";

export interface InitConfigInput {
  spec: ServerSpec;
  serverInfo: { name: string; version: string } | null;
  protocolVersion: string;
  targets: readonly ProbedTarget[];
  /** Where the JSON Schema is, relative to the config (for the editor line). */
  schemaPath: string;
  /** ISO date of writing. */
  date: string;
}

const q = (value: unknown): string => JSON.stringify(value);

export function renderInitConfig({ spec, serverInfo, protocolVersion, targets, schemaPath, date }: InitConfigInput): string {
  const out: string[] = [
    `# yaml-language-server: $schema=${schemaPath}`,
    "#",
    `# Written by \`mcpvals init\` on ${date} from ${serverInfo ? `${serverInfo.name}@${serverInfo.version}` : "the server"} (MCP ${protocolVersion}).`,
    "# Run it with no key: npx mcpvals run -c <this file>. `model: scripted` calls each step's expectTools",
    '# directly; set `model: "openai:gpt-4o-mini"` (or any provider) to let a model drive the workflows.',
    "",
    "server:",
    ...serverLines(spec),
    "",
    "model: scripted",
    "threshold: 1",
    "",
    "toolHealthSuites:",
  ];
  const suite = (name: string, kind: ProbedTarget["kind"]): void => {
    const mine = targets.filter((t) => t.kind === kind);
    if (mine.length === 0) return;
    const live = mine.filter((t) => t.disabled === null);
    out.push(`  - name: ${q(name)}`, "    tests:");
    if (live.length === 0) out.push("      [] # none answered with generated arguments: see the commented tests below");
    for (const t of mine) {
      const lines = [`- name: ${q(`${t.name} answers`)}`, `  ${kind}: ${q(t.name)}`];
      if (Object.keys(t.args).length > 0) lines.push(`  args: ${q(t.args)}`);
      if (t.disabled === null) out.push(...lines.map((l) => `      ${l}`));
      else out.push(`      # ${t.disabled}`, ...lines.map((l) => `      # ${l}`));
    }
  };
  suite("tools", "tool");
  suite("resources", "resource");
  suite("prompts", "prompt");
  const groups = toolGroups(targets.filter((t) => t.kind === "tool" && t.disabled === null));
  out.push("", "# One workflow per group of tools: replace each `user` text with what a user would ask.", "workflows:");
  if (groups.size === 0) out.push("  [] # no read-only tool answered: write workflows by hand");
  for (const [group, tools] of groups) {
    out.push(`  - name: ${q(`use ${group}`)}`, "    steps:");
    for (const tool of tools) {
      out.push(`      - user: ${q(tool.description ? `Use ${tool.name}: ${tool.description}` : `Use ${tool.name}.`)}`, "        expectTools:", `          - name: ${q(tool.name)}`);
      if (Object.keys(tool.args).length > 0) out.push(`            args: ${q(tool.args)}`);
    }
  }
  return `${out.join("\n")}\n`;
}

function serverLines(spec: ServerSpec): string[] {
  if (spec.transport === "stdio") {
    return [`  command: ${q(spec.command)}`, ...(spec.args.length > 0 ? [`  args: ${q(spec.args)}`] : [])];
  }
  return [`  url: ${q(spec.url)}`, ...(spec.transport === "sse" ? ["  transport: sse"] : [])];
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
