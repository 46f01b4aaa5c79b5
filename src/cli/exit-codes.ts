/** The exit codes as `--help` and the README ("Exit codes") explain them: from the one table (exit-code.ts). */
import { EXIT_CODES } from "../exit-code.js";

export const EXIT_CODES_HELP = `
Exit codes:
${Object.values(EXIT_CODES)
  .map(({ code, help }) => `  ${code}  ${help.join("\n     ")}\n`)
  .join("")}`;
