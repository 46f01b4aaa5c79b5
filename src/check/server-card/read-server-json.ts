/**
 * Reads a registry `server.json` from disk: missing is an answer (none to
 * check), unreadable or not JSON is a problem naming the file.
 */
import { readFile } from "node:fs/promises";
import { clipText } from "../../util/clip-text.js";

export type ServerJsonRead = { found: true; document: unknown } | { found: false; problem: string | null };

export async function readServerJson(path: string): Promise<ServerJsonRead> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return { found: false, problem: null };
    return { found: false, problem: `cannot read ${path}: ${clipText(error instanceof Error ? error.message : String(error), 120)}` };
  }
  try {
    return { found: true, document: JSON.parse(text) };
  } catch (error) {
    return { found: false, problem: `${path} is not JSON: ${clipText(error instanceof Error ? error.message : String(error), 120)}` };
  }
}
