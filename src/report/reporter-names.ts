/**
 * The built-in reporters' names, apart from their factories (create-reporter.ts,
 * which checks it has exactly these) so the CLI's help lists them without
 * loading every reporter.
 */
export const REPORTER_NAMES = ["console", "html", "json", "junit", "markdown"] as const;
