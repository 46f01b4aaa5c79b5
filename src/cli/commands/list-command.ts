import { loadConfig } from "../../config/load-config.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";

/** `mcpvals list`: what a config would run, without starting anything. */
export async function listCommand({ config, json }: { config?: string; json?: boolean }, io: CliIo): Promise<number> {
  try {
    const resolved = await loadConfig({ path: config, cwd: io.cwd, env: io.env });
    const workflows = resolved.workflows.map((w) => ({
      name: w.name,
      steps: w.steps.length,
      expectTools: (w.expectTools ?? []).map((t) => t.name),
    }));
    const tests = resolved.toolHealthSuites.flatMap((s) => s.tests.map((t) => ({ suite: s.name, name: t.name, tool: t.tool })));
    if (json) {
      io.stdout.write(`${JSON.stringify({ config: resolved.file, workflows, toolTests: tests }, null, 2)}\n`);
      return 0;
    }
    const lines = [`Config: ${resolved.file ?? "(object)"}`, "", `Workflows (${workflows.length}):`];
    for (const w of workflows) {
      lines.push(`  ${w.name}  (${w.steps} step${w.steps === 1 ? "" : "s"}${w.expectTools.length ? `; expects ${w.expectTools.join(" → ")}` : ""})`);
    }
    lines.push("", `Tool tests (${tests.length}):`);
    for (const t of tests) lines.push(`  ${t.suite} › ${t.name}${t.tool !== t.name ? `  (tool ${t.tool})` : ""}`);
    io.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  } catch (error) {
    return reportError(error, io, false);
  }
}
