/**
 * judge-calibration.json: written atomically under the folder's lock, one entry per judge model and criterion
 * set, read back as untrusted (a forged or broken file is a warning and reads as empty), and looked up only
 * for the same judge model with every criterion's text unchanged.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { JudgeCalibration } from "../../src/result/judge-calibration.js";
import {
  criterionKey,
  JUDGE_CALIBRATION_FILE,
  lastCalibration,
  readJudgeCalibrations,
  saveJudgeCalibration,
} from "../../src/state/judge-calibration-store.js";
import { tempDir } from "../helpers/temp-dir.js";

const kappa = { value: 0.8, lower: 0.44, upper: 1, n: 10 };
const calibration = (judgeModel: string, measuredAt: string): JudgeCalibration => ({
  judgeModel,
  criteria: ["answer"],
  measuredAt,
  items: 10,
  kappa,
  rho: null,
});
const answer = criterionKey("answer", ["At the end: says 4"]);

test("a save replaces the entry of the same judge model and criteria; lookups need the same model and criterion text", async () => {
  await using dir = await tempDir();
  await saveJudgeCalibration({ dir: dir.path, calibration: calibration("openai:a", "2026-11-01T00:00:00.000Z"), criterionKeys: [answer] });
  await saveJudgeCalibration({ dir: dir.path, calibration: calibration("openai:a", "2026-11-02T00:00:00.000Z"), criterionKeys: [answer] });
  await saveJudgeCalibration({ dir: dir.path, calibration: calibration("openai:b", "2026-11-03T00:00:00.000Z"), criterionKeys: [answer] });
  const { entries, warning } = await readJudgeCalibrations(dir.path);
  expect(warning).toBeNull();
  expect(entries.map((e) => [e.judgeModel, e.measuredAt])).toEqual([
    ["openai:a", "2026-11-02T00:00:00.000Z"],
    ["openai:b", "2026-11-03T00:00:00.000Z"],
  ]);
  expect(lastCalibration(entries, { judgeModel: "openai:a", current: [answer, criterionKey("other", [])] })).toEqual(
    calibration("openai:a", "2026-11-02T00:00:00.000Z"),
  );
  // The criterion's text changed since: no calibration covers it.
  expect(lastCalibration(entries, { judgeModel: "openai:a", current: [criterionKey("answer", ["At the end: says four"])] })).toBeNull();
  expect(lastCalibration(entries, { judgeModel: "openai:c", current: [answer] })).toBeNull();
});

test("a forged or broken file reads as empty with a warning, never as a calibration", async () => {
  await using dir = await tempDir();
  const file = join(dir.path, JUDGE_CALIBRATION_FILE);
  const forged = { ...calibration("openai:a", "\u001b[31m2026"), criterionKeys: [answer] };
  await writeFile(file, JSON.stringify({ version: 1, entries: [forged] }));
  const read = await readJudgeCalibrations(dir.path);
  expect(read.entries).toEqual([]);
  expect(read.warning).toContain("entries[0].measuredAt");
  await writeFile(
    file,
    JSON.stringify({ version: 1, entries: [{ ...forged, measuredAt: "2026-11-01T00:00:00Z", kappa: { ...kappa, value: 7 } }] }),
  );
  expect((await readJudgeCalibrations(dir.path)).entries).toEqual([]);
  await writeFile(file, "{");
  expect((await readJudgeCalibrations(dir.path)).warning).toMatch(/is not valid JSON/);
  // A save over a broken file starts it afresh.
  await saveJudgeCalibration({ dir: dir.path, calibration: calibration("openai:a", "2026-11-02T00:00:00.000Z"), criterionKeys: [answer] });
  expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ version: 1, entries: [{ judgeModel: "openai:a" }] });
});
