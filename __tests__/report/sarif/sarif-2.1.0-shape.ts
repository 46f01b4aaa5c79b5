/**
 * The SARIF 2.1.0 structure `mcpvals check` writes, by hand in zod (no npm
 * package ships the OASIS JSON schema): required properties, enums and the
 * `additionalProperties: false` of the schema's objects, for the subset used.
 *
 * @see https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json
 */
import { z } from "zod";

const Level = z.enum(["none", "note", "warning", "error"]);
const Uri = z.string().refine((text) => URL.canParse(text, "file:///repo/"), "a URI reference");
const Message = z.strictObject({ text: z.string().min(1) });

const ReportingDescriptor = z.strictObject({
  id: z.string().min(1),
  shortDescription: Message.optional(),
  helpUri: z.url(),
  defaultConfiguration: z.strictObject({ level: Level }),
});

const Location = z.strictObject({
  physicalLocation: z.strictObject({
    artifactLocation: z.strictObject({ uri: Uri }),
    region: z.strictObject({ startLine: z.number().int().min(1) }).optional(),
  }),
});

const Result = z.strictObject({
  ruleId: z.string(),
  ruleIndex: z.number().int().min(0),
  level: Level,
  message: Message,
  locations: z.array(Location).min(1),
  suppressions: z.array(z.strictObject({ kind: z.enum(["inSource", "external"]), justification: z.string() })).optional(),
  partialFingerprints: z.record(z.string(), z.string()),
});

export const SarifLogShape = z
  .strictObject({
    $schema: z.url(),
    version: z.literal("2.1.0"),
    runs: z
      .array(
        z.strictObject({
          tool: z.strictObject({
            driver: z.strictObject({
              name: z.string().min(1),
              version: z.string(),
              informationUri: z.url(),
              rules: z.array(ReportingDescriptor),
              /** SARIF's property bag: mcpvals puts the check's rule set here. */
              properties: z.object({ ruleSet: z.string() }).optional(),
            }),
          }),
          results: z.array(Result),
        }),
      )
      .length(1),
  })
  // Each result's ruleIndex points at the rule with its id (SARIF §3.27.6).
  .refine(
    (log) => log.runs[0]!.results.every((r) => log.runs[0]!.tool.driver.rules[r.ruleIndex]?.id === r.ruleId),
    "ruleIndex must point at the rule named by ruleId",
  );
