/**
 * `mcpvals check` reports: the console table, Markdown and JUnit, over one
 * CheckReport. They format; the verdict (`passed`, `baselined`) is the
 * check run's.
 */
import pc from "picocolors";
import type { CheckOutcome, CheckReport } from "../../result/check-report.js";
import { cleanLine, formatDuration, oneLine, plural, stripControl, truncate } from "../format.js";
import { newJunitBuilder, xmlText } from "../render-junit.js";
import { escapeText } from "../markdown/markdown-escape.js";

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Failed checks and info findings, errors first, then by id and target. */
function failures(report: CheckReport): CheckOutcome[] {
  return report.checks
    .filter((c) => c.status === "failed" || c.status === "info")
    .sort((a, b) => ORDER[a.level] - ORDER[b.level] || a.id.localeCompare(b.id) || targetText(a).localeCompare(targetText(b)));
}

export function targetText(c: CheckOutcome): string {
  const { server, kind, name } = c.target;
  // A host finding names its host or model-API profile: the same tool has one finding per profile.
  const host = c.host === undefined ? "" : ` @${quoteName(c.host)}`;
  return (kind === "server" ? quoteName(server) : `${quoteName(server)} ${kind} ${name === null ? "" : quoteName(name)}`.trim()) + host;
}

/** A name as is, or quoted when a space (or nothing) would make the line ambiguous: `tool "get weather"`. */
function quoteName(name: string): string {
  return name === "" || /\s/.test(name) ? JSON.stringify(name) : name;
}

/** Checks that did not run, one line per reason and target (several ids that share both on one line). */
function skippedLines(report: CheckReport): string[] {
  const groups = new Map<string, { ids: string[]; target: string; reason: string }>();
  for (const c of report.checks.filter((x) => x.status === "skipped")) {
    const target = targetText(c);
    const key = JSON.stringify([target, c.reason]);
    const group = groups.get(key) ?? { ids: [], target, reason: c.reason };
    group.ids.push(c.id);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => `${g.ids.join(", ")}  ${g.target}: ${g.reason}`);
}

/** Skipped groups shown in the console; the JSON report lists every one. */
const SKIPPED_SHOWN = 10;

function totals(report: CheckReport): string {
  const { passed, infos, baselined, skipped } = report.summary;
  // Known failures are counted apart: "1 error" on a passing run would read as a new one.
  const known = (level: CheckOutcome["level"]): number =>
    report.checks.filter((c) => c.status === "failed" && c.baselined && c.level === level).length;
  const errors = report.summary.errors - known("error");
  const warnings = report.summary.warnings - known("warning");
  const parts = [`${passed} passed`, plural(errors, "error"), plural(warnings, "warning"), `${infos} info`];
  if (baselined > 0) parts.push(`${baselined} known (in the baseline)`);
  if (skipped > 0) parts.push(`${skipped} skipped`);
  return parts.join(", ");
}

export function renderCheckConsole(report: CheckReport, { color }: { color: boolean }): string {
  const c = color ? pc : pc.createColors(false);
  // The rule set the verdict was judged by: an upgrade of mcpvals changes it only when the user pins another.
  const out: string[] = [...(report.ruleSet ? [c.dim(`Rule set ${cleanLine(report.ruleSet)}`), ""] : []), "Servers"];
  const failed = failures(report);
  for (const s of report.servers) {
    // Server text (names, versions, errors) goes through the one terminal sanitiser: no escapes, no line breaks, no workflow commands.
    const info = s.serverInfo ? cleanLine(`${s.serverInfo.name}@${s.serverInfo.version}`) : "";
    // One cause, said once: when a finding below quotes the server's error, its row only points there.
    const toldBelow = s.error !== null && failed.some((f) => f.target.server === s.name && f.reason.includes(s.error!));
    const detail = s.error
      ? c.red(toldBelow ? "not checked: see the finding below" : cleanLine(s.error))
      : `${cleanLine(s.eras.join(" + "))}  ${plural(s.tools, "tool")}, ${plural(s.resources, "resource")}, ${plural(s.prompts, "prompt")}`;
    out.push(`  ${s.error ? c.red("✗") : c.green("✓")} ${cleanLine(s.name)}  ${s.transport}  ${info}  ${detail}`.replace(/ {3,}/g, "  "));
  }
  if (failed.length > 0) {
    out.push("", "Findings");
    for (const f of failed) {
      const mark = f.level === "error" ? (f.baselined ? c.yellow("✗") : c.red("✗")) : f.level === "warning" ? c.yellow("!") : c.dim("i");
      const era = f.era ? c.dim(` [${cleanLine(f.era)}]`) : "";
      const base = f.baselined ? c.dim(" (baseline)") : f.pending ? c.dim(" (pending: not in the pinned rule set, never fails)") : "";
      out.push(
        `  ${mark} ${f.level.padEnd(7)} ${cleanLine(f.id)}  ${cleanLine(targetText(f))}${era}${base}`,
        `      ${truncate(cleanLine(f.reason), 200)}`,
      );
    }
  }
  const skipped = skippedLines(report);
  if (skipped.length > 0) {
    out.push("", "Skipped");
    for (const line of skipped.slice(0, SKIPPED_SHOWN)) out.push(`  ${c.dim("-")} ${truncate(cleanLine(line), 200)}`);
    if (skipped.length > SKIPPED_SHOWN) out.push(`  … ${skipped.length - SKIPPED_SHOWN} more (the JSON report lists every skipped check)`);
  }
  out.push(
    "",
    `${report.passed ? c.green(c.bold("PASSED")) : c.red(c.bold("FAILED"))}  ${totals(report)}  in ${formatDuration(report.durationMs)}`,
    "",
  );
  return out.join("\n");
}

export function renderCheckMarkdown(report: CheckReport): string {
  const out = [
    `## mcpvals check: ${report.passed ? "✅ passed" : "❌ failed"}`,
    "",
    totals(report),
    "",
    ...(report.ruleSet ? [`Rule set: ${escapeText(report.ruleSet)}`, ""] : []),
    "| Server | Transport | Revisions | Tools | Resources | Prompts |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const s of report.servers) {
    out.push(
      `| ${escapeText(s.name)} | ${s.transport} | ${s.error ? `unreachable: ${escapeText(truncate(oneLine(s.error), 120))}` : escapeText(s.eras.join(", "))} | ${s.tools} | ${s.resources} | ${s.prompts} |`,
    );
  }
  const failed = failures(report);
  if (failed.length > 0) {
    out.push("", "| Level | Check | Target | Revision | Reason |", "| --- | --- | --- | --- | --- |");
    for (const f of failed) {
      out.push(
        `| ${f.level}${f.baselined ? " (baseline)" : f.pending ? " (pending)" : ""} | \`${f.id}\` | ${escapeText(targetText(f))} | ${escapeText(f.era ?? "")} | ${escapeText(truncate(oneLine(stripControl(f.reason)), 200))} |`,
      );
    }
  }
  return `${out.join("\n")}\n`;
}

/** One test suite per server, one case per check; a failed error-level check (not in the baseline) is a `<failure>`. */
export function renderCheckJunit(report: CheckReport): string {
  const builder = newJunitBuilder();
  builder.name("mcpvals check");
  for (const server of report.servers) {
    const suite = builder.testSuite().name(xmlText(`check ${server.name}`));
    if (server.error) suite.testCase().className(xmlText(server.name)).name("connect").error(xmlText(server.error));
    for (const c of report.checks.filter((x) => x.target.server === server.name)) {
      const test = suite
        .testCase()
        .className(xmlText(`${server.name}.${c.id}`))
        .name(xmlText(`${c.id} ${targetText(c)}${c.era ? ` [${c.era}]` : ""}`));
      if (c.status === "skipped") test.skipped();
      else if (c.status === "failed" && c.level === "error" && !c.baselined) test.failure(xmlText(c.reason));
      else if (c.status === "failed" || c.status === "info")
        test.standardOutput(xmlText(`${c.level}${c.baselined ? " (baseline)" : ""}: ${c.reason}`));
    }
  }
  return `${builder.build()}\n`;
}
