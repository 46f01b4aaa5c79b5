/** The config's `cassettes`: record the model once, replay it against the live server. */
import { z } from "zod";
import { CASSETTE_MODES } from "./cassette-modes.js";

export { CASSETTE_MODES };

export const CassettesSchema = z
  .strictObject({
    dir: z.string().min(1).default("cassettes").describe("Folder of the cassette files, relative to the config file (commit it)"),
    mode: z
      .enum(CASSETTE_MODES)
      .default("off")
      .describe(
        "off; record (live model, write cassettes); replay (answers from cassettes, no key); auto (replay fresh cassettes, record the rest when a key is present)",
      ),
    onDivergence: z
      .enum(["fail", "live", "warn"])
      .default("fail")
      .describe(
        "When a live tool result no longer matches the recording: fail the workflow, continue with the live model, or warn and keep replaying",
      ),
    ignore: z
      .array(z.string().min(1))
      .default([])
      .describe(
        "Regular expressions of volatile values (ids, timestamps) masked in model requests before they are matched against the recording",
      ),
  })
  .describe("Cassettes: model exchanges recorded once and replayed on every run, against the live server");

export type CassetteMode = (typeof CASSETTE_MODES)[number];
export type CassetteSettings = z.output<typeof CassettesSchema>;
