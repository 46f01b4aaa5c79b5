import path from "node:path";
import { readStateFile } from "./read-state-file.js";
import {
  HISTORY_FILE,
  HISTORY_FILE_VERSION,
  HistoryFileSchema,
  METRICS_FILE,
  METRICS_FILE_VERSION,
  MetricsFileSchema,
  TOOLS_FILE,
  TOOLS_FILE_VERSION,
  ToolsFileSchema,
  type HistoryFile,
  type MetricsFile,
  type ToolsFile,
} from "./state-files.js";

/** The state folder as read: each file, or null when absent or unusable (then a warning says why). */
export interface StoredState {
  tools: ToolsFile | null;
  metrics: MetricsFile | null;
  history: HistoryFile | null;
  warnings: string[];
}

/** Reads tools.json, metrics.json and history.json from `dir`. Never throws for a bad or missing file. */
export async function readState(dir: string, signal?: AbortSignal): Promise<StoredState> {
  const [tools, metrics, history] = await Promise.all([
    readStateFile({ path: path.join(dir, TOOLS_FILE), schema: ToolsFileSchema, version: TOOLS_FILE_VERSION, signal }),
    readStateFile({ path: path.join(dir, METRICS_FILE), schema: MetricsFileSchema, version: METRICS_FILE_VERSION, signal }),
    readStateFile({ path: path.join(dir, HISTORY_FILE), schema: HistoryFileSchema, version: HISTORY_FILE_VERSION, signal }),
  ]);
  const warnings = [tools.warning, metrics.warning, history.warning].filter((w): w is string => w !== null);
  return { tools: tools.data, metrics: metrics.data, history: history.data, warnings };
}
