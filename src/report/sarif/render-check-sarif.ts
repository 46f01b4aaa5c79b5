/**
 * A check report as SARIF 2.1.0, for GitHub code scanning: every check id
 * that ran becomes a rule (level, spec link as `helpUri`), every failed check
 * a result pointing at the server's entry in the config (file and line) or,
 * without a config, at the server's command. Pure: report in, log out.
 * Server text in reasons is stripped of control characters; SARIF
 * `message.text` is plain text, so nothing in it renders as Markdown.
 */
import type { CheckLevel, CheckOutcome, CheckReport } from "../../result/check-report.js";
import { cleanLine, truncate } from "../format.js";
import { SARIF_SCHEMA, type SarifLevel, type SarifLocation, type SarifLog, type SarifResult, type SarifRule } from "./sarif-log.js";

/** What a rule table knows about a check id (the core table and EXTENSION_RULES have this shape). */
export interface SarifRuleInfo {
  id: string;
  level: CheckLevel;
  /** The spec section (URL). */
  spec?: string;
  summary?: string;
}

/** Where a server is declared: a repository-relative file and, when known, its 1-based line. */
export interface ServerLocation {
  uri: string;
  line?: number;
}

export interface CheckSarifOptions {
  /** Rule metadata by id; ids not in it get the outcome's level and the revision's spec root. @default [] */
  rules?: readonly SarifRuleInfo[];
  /** The location of a server's entry. @default none: the server's name stands in */
  locate?: (server: string) => ServerLocation | undefined;
}

const LEVEL: Record<CheckLevel, SarifLevel> = { error: "error", warning: "warning", info: "note" };
const SPEC_ROOT = "https://modelcontextprotocol.io/specification";
const MAX_MESSAGE = 1000;

/** Where host findings' rules and sources are listed. */
const HOSTS_DOC = "https://github.com/mcpvals/action/blob/main/docs/hosts.md";

export function renderCheckSarif(report: CheckReport, { rules = [], locate = () => undefined }: CheckSarifOptions = {}): SarifLog {
  const known = new Map(rules.map((rule) => [rule.id, rule]));
  const sarifRules: SarifRule[] = [];
  const index = new Map<string, number>();
  for (const outcome of report.checks) {
    if (index.has(outcome.id)) continue;
    index.set(outcome.id, sarifRules.length);
    sarifRules.push(ruleOf(outcome, known.get(outcome.id)));
  }
  const results = report.checks
    .filter((c) => c.status === "failed" || c.status === "info")
    .map((outcome): SarifResult => {
      const result: SarifResult = {
        ruleId: outcome.id,
        ruleIndex: index.get(outcome.id)!,
        level: LEVEL[outcome.level],
        message: { text: messageOf(outcome) },
        locations: [locationOf(outcome.target.server, locate)],
        // Stable across runs so code scanning tracks one finding instead of opening a new one each time.
        partialFingerprints: {
          "mcpvalsCheck/v1": `${outcome.id}|${outcome.target.server}|${outcome.target.kind}|${outcome.target.name ?? ""}${outcome.host === undefined ? "" : `|${outcome.host}`}`,
        },
      };
      if (outcome.host !== undefined)
        result.properties = {
          host: outcome.host,
          ...(outcome.item === undefined ? {} : { item: outcome.item }),
          ...(outcome.effect === undefined ? {} : { effect: outcome.effect }),
          ...(outcome.pointer === undefined ? {} : { pointer: outcome.pointer }),
        };
      if (outcome.baselined) result.suppressions = [{ kind: "external", justification: "listed in the mcpvals check baseline" }];
      return result;
    });
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: report.generator.name,
            version: report.generator.version,
            informationUri: "https://github.com/mcpvals/action",
            ...(report.ruleSet ? { properties: { ruleSet: report.ruleSet } } : {}),
            rules: sarifRules,
          },
        },
        results,
      },
    ],
  };
}

function ruleOf(outcome: CheckOutcome, info: SarifRuleInfo | undefined): SarifRule {
  // The core engineer adds `spec` to outcomes; read it when present.
  const own = (outcome as { spec?: unknown }).spec;
  const helpUri =
    info?.spec ??
    (typeof own === "string" && /^https?:\/\//.test(own)
      ? own
      : outcome.host !== undefined
        ? HOSTS_DOC
        : `${SPEC_ROOT}/${outcome.era ?? "2025-11-25"}`);
  const rule: SarifRule = { id: outcome.id, helpUri, defaultConfiguration: { level: LEVEL[info?.level ?? outcome.level] } };
  if (info?.summary) rule.shortDescription = { text: info.summary };
  return rule;
}

function messageOf(outcome: CheckOutcome): string {
  const { server, kind, name } = outcome.target;
  const where = name === null ? `server "${server}"` : `${kind} "${name}" of server "${server}"`;
  const era = outcome.era ? ` (${outcome.era})` : "";
  const host = outcome.host === undefined ? "" : ` for ${outcome.host}`;
  return truncate(cleanLine(`${outcome.id}: ${where}${era}${host}: ${outcome.reason}`), MAX_MESSAGE);
}

function locationOf(server: string, locate: (server: string) => ServerLocation | undefined): SarifLocation {
  const found = locate(server);
  // Without a config the server has no file: its name stands in, as a relative URI code scanning can show.
  const uri = encodeURI((found?.uri ?? server).replace(/\\/g, "/"));
  const artifactLocation = { uri };
  return { physicalLocation: found?.line ? { artifactLocation, region: { startLine: found.line } } : { artifactLocation } };
}
