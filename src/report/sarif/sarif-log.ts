/**
 * The part of SARIF 2.1.0 that `mcpvals check` writes: one run, the rules it
 * knows, one result per failed check. Types only; the renderer builds them.
 *
 * @see https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

export type SarifLevel = "error" | "warning" | "note";

export interface SarifRule {
  id: string;
  shortDescription?: { text: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel };
}

export interface SarifLocation {
  physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: SarifLocation[];
  /** A failure the baseline expects: code scanning shows it as suppressed. */
  suppressions?: Array<{ kind: "external"; justification: string }>;
  partialFingerprints: Record<string, string>;
  /** A host finding's profile, tool, effect and JSON pointer (SARIF's property bag). */
  properties?: { host: string; item?: string; effect?: string; pointer?: string };
}

export interface SarifLog {
  $schema: string;
  version: "2.1.0";
  runs: [
    {
      tool: { driver: { name: string; version: string; informationUri: string; rules: SarifRule[] } };
      results: SarifResult[];
    },
  ];
}
