/**
 * The output boundaries: every place where what mcpvals learned leaves it
 * (a report, an event, a cassette, a listing, an error line) and so must pass
 * through redactSecrets (or redactError) first. Each file named here calls
 * it; __tests__/secrets/output-boundaries.test.ts checks that they do, and
 * __tests__/github/planted-secret.int.test.ts plants a secret and looks for
 * it in every output kind. A new way out joins this list.
 */
export const OUTPUT_BOUNDARIES: ReadonlyArray<{ file: string; what: string }> = [
  { file: "eval/evaluate.ts", what: "a run's events, as the event channel hands them out, and an error the run throws (redactError)" },
  { file: "eval/finish-run.ts", what: "a run's result, with what the state folder keeps of it, as it leaves finishRun" },
  { file: "eval/resume-run.ts", what: "a resumed run's events and result, as its event channel hands them to the reporters" },
  { file: "check/run-check.ts", what: "a check report, as it leaves runCheck" },
  { file: "load/run-load.ts", what: "why a server could not be reached, as the load report carries it" },
  { file: "cassettes/cassette-run.ts", what: "a cassette's exchanges, as they will be written (recordedCassette)" },
  { file: "search/search-servers.ts", what: "what `mcpvals search` hands out of servers' listings, and its errors" },
  { file: "cli/commands/tools-command.ts", what: "what `mcpvals tools` prints of servers' listings" },
  { file: "proxy/proxy-server.ts", what: "what the proxy records of servers' answers" },
  {
    file: "cli/commands/judge-command.ts",
    what: "what `mcpvals judge calibrate` prints and writes (--json): the judge's reasoning quotes the labelled transcripts",
  },
  {
    file: "report/error-line.ts",
    what: "each face's free-text error line (the CLI's reportError, the action's failure line, the proxy's warnings)",
  },
  { file: "config/load-config.ts", what: "a config's validation errors, which can quote substituted values" },
  { file: "config/normalize-config.ts", what: "a config's normalisation errors" },
];
