import { McpvalsError, UsageError } from "../../src/errors.js";
import { createReporter, reporters } from "../../src/report/create-reporter.js";
import { EventChannel } from "../../src/trace/event-channel.js";
import type { Reporter } from "../../src/report/reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { sampleResult } from "./sample-result.js";

describe("createReporter", () => {
  it("knows the built-in reporters", () => {
    expect(Object.keys(reporters)).toEqual(["console", "ctrf", "html", "json", "junit", "markdown"]);
  });

  it("creates a reporter by name with its options", async () => {
    const stream = captureStream();
    const reporter = createReporter("json", { stream });
    await reporter.onRunEnd?.(sampleResult());
    expect(JSON.parse(stream.text())).toEqual(sampleResult());
  });

  it("rejects an unknown name with the valid names", () => {
    expect(() => createReporter("xml")).toThrow(UsageError);
    expect(() => createReporter("xml")).toThrow('Unknown reporter "xml". Valid reporters: console, ctrf, html, json, junit, markdown.');
    expect(() => createReporter("toString")).toThrow(/Unknown reporter "toString"/);
    try {
      createReporter("yaml");
    } catch (error) {
      expect(McpvalsError.isInstance(error)).toBe(true);
      expect((error as McpvalsError).exitCode).toBe(2);
    }
  });

  it("passes the factory's own option checks through", () => {
    expect(() => createReporter("junit")).toThrow(/needs a file path/);
  });
});

describe("reporters on the event channel", () => {
  it("collects errors from broken reporters and still calls the others", async () => {
    const calls: string[] = [];
    const throwing: Reporter = {
      onRunEnd() {
        throw new Error("disk full");
      },
    };
    const rejecting: Reporter = {
      async onRunEnd() {
        throw new Error("network down");
      },
    };
    class Recording implements Reporter {
      readonly label = "recording";
      onRunEnd(): void {
        calls.push(this.label); // `this` must be the reporter
      }
    }
    const failures = await new EventChannel({ observers: [throwing, rejecting, new Recording(), {}] }).notify("onRunEnd", sampleResult());

    expect(calls).toEqual(["recording"]);
    expect(failures.map((f) => [f.index, f.event, (f.error as Error).message])).toEqual([
      [0, "onRunEnd", "disk full"],
      [1, "onRunEnd", "network down"],
    ]);
    expect(failures[0]!.message).toBe("observer #1 onRunEnd: disk full");
  });

  it("calls progress hooks synchronously, in reporter order", () => {
    const order: string[] = [];
    const make = (name: string): Reporter => ({ onWorkflowEnd: (w) => void order.push(`${name}:${w.name}`) });
    void new EventChannel({ observers: [make("a"), make("b")] }).notify("onWorkflowEnd", sampleResult().workflows[0]!);
    expect(order).toEqual(["a:echo roundtrip", "b:echo roundtrip"]);
  });

  it("returns no errors when every reporter succeeds", async () => {
    const stream = captureStream();
    expect(
      await new EventChannel({ observers: [createReporter("console", { stream, color: false })] }).notify("onRunEnd", sampleResult()),
    ).toEqual([]);
    expect(stream.text()).toContain("FAILED  score 0.58");
  });
});
