import { EXIT } from "../../exit-code.js";
import { loadConfig } from "../../config/load-config.js";
import { plural } from "../../report/format.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";

/** `mcpvals list`: what a config would run, without starting anything. */
export async function listCommand({ config, json }: CliFlags<"config" | "jsonPrint">, io: CliIo): Promise<number> {
  try {
    const resolved = await loadConfig({ path: config, cwd: io.cwd, env: io.env });
    const workflows = resolved.workflows.map((w) => ({
      name: w.name,
      steps: w.steps.length,
      expectTools: (w.expectTools ?? []).map((t) => t.name),
    }));
    const tests = resolved.toolHealthSuites.flatMap((s) =>
      s.tests.map((t) => ({ suite: s.name, name: t.name, tool: t.tool, target: t.target.kind })),
    );
    // Which workflows and tests would start each server (none: it is never started).
    const servers = Object.entries(resolved.servers).map(([name, spec]) => ({
      name,
      transport: spec.transport,
      workflows: resolved.workflows.filter((w) => w.servers.includes(name)).length,
      toolTests: resolved.toolHealthSuites.reduce((n, s) => n + s.tests.filter((t) => t.server === name).length, 0),
      preconnect: resolved.preconnect.includes(name),
    }));
    if (json) {
      io.stdout.write(`${JSON.stringify({ config: resolved.file, workflows, toolTests: tests, servers }, null, 2)}\n`);
      return EXIT.passed;
    }
    const lines = [`Config: ${resolved.file ?? "(object)"}`, "", `Workflows (${workflows.length}):`];
    for (const w of workflows) {
      lines.push(
        `  ${w.name}  (${w.steps} step${w.steps === 1 ? "" : "s"}${w.expectTools.length ? `; expects ${w.expectTools.join(" → ")}` : ""})`,
      );
    }
    lines.push("", `Tool tests (${tests.length}):`);
    for (const t of tests) {
      // A resource or prompt test names its target by its key (resource:<uri>, prompt:<name>).
      const called = t.target === "tool" ? (t.tool !== t.name ? `  (tool ${t.tool})` : "") : `  (${t.tool})`;
      lines.push(`  ${t.suite} › ${t.name}${called}`);
    }
    if (servers.length > 1) {
      lines.push("", `Servers (${servers.length}):`);
      for (const s of servers) {
        const use =
          s.workflows + s.toolTests === 0 && !s.preconnect
            ? "unused, never started"
            : `${plural(s.workflows, "workflow")}, ${plural(s.toolTests, "tool test")}`;
        lines.push(`  ${s.name}  (${s.transport}; ${use}${s.preconnect ? "; preconnect" : ""})`);
      }
    }
    io.stdout.write(`${lines.join("\n")}\n`);
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, false);
  }
}
