import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { McpvalsError } from "../../src/errors.js";
import { createJsonReporter } from "../../src/report/json-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";
import { useTempDir } from "../helpers/temp-dir.js";

const tempDir = useTempDir().dir;

describe("createJsonReporter", () => {
  it("writes the result, and only the result, to the stream", async () => {
    const result = sampleResult();
    const stream = captureStream();
    const reporter = createJsonReporter({ stream });
    // Progress hooks must not write anything: stdout has to stay valid JSON.
    reporter.onRunStart?.({ configPath: result.configPath, model: result.model, workflows: 2, toolTests: 2 });
    for (const workflow of result.workflows) reporter.onWorkflowEnd?.(workflow);
    for (const test of result.toolHealth) reporter.onToolTestEnd?.(test);
    await reporter.onRunEnd?.(result);

    expect(stream.writes).toHaveLength(1);
    expect(stream.text()).toBe(`${JSON.stringify(result, null, 2)}\n`);
    expect(JSON.parse(stream.text())).toEqual(sampleResult());
  });

  it("writes to a file, creating its directory, and leaves no temporary files", async () => {
    const dir = join(tempDir(), "nested", "reports");
    const path = join(dir, "result.json");
    const stream = captureStream();
    await createJsonReporter({ path, stream }).onRunEnd?.(sampleResult());

    expect(JSON.parse(await readFile(path, "utf8"))).toEqual(sampleResult());
    expect(await readdir(dir)).toEqual(["result.json"]);
    expect(stream.text()).toBe("");
  });

  it("rejects an empty path", () => {
    expect(() => createJsonReporter({ path: " " })).toThrow(/path is empty/);
    try {
      createJsonReporter({ path: "" });
    } catch (error) {
      expect(McpvalsError.isInstance(error) && error.code).toBe("USAGE");
    }
  });
});
