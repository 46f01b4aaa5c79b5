import { INPUT_NAMES, parseInputs, type InputName } from "../../src/github/parse-inputs.js";

const from = (given: Partial<Record<InputName, string>>) => (name: InputName) => given[name] ?? "";

test("defaults when inputs are empty", () => {
  expect(parseInputs(from({}))).toEqual({
    config: undefined,
    threshold: undefined,
    "llm-judge": false,
    model: undefined,
    "working-directory": ".",
    "github-token": undefined,
    comment: true,
    annotations: true,
    "job-summary": true,
    "json-path": "mcpvals-report.json",
    "junit-path": undefined,
    "ctrf-path": undefined,
    "html-path": "mcpvals-report.html",
    "html-artifact": "mcpvals-report",
    cache: true,
    "cache-save": "auto",
    "state-dir": undefined,
    shard: undefined,
    "fail-on-missing-key": true,
    "fail-on-breaking-change": false,
    check: false,
    "check-baseline": undefined,
    load: false,
    mutate: false,
    "mutate-min-score": undefined,
    "mutate-json-path": "mcpvals-mutation.json",
    "load-json-path": "mcpvals-load.json",
    "merge-reports": [],
    "pr-number": undefined,
  });
});

test("values are parsed", () => {
  const inputs = parseInputs(
    from({
      threshold: "0.75",
      comment: "False",
      shard: "2/3",
      "merge-reports": "a/*.json\n b.json",
      "cache-save": "true",
      "pr-number": "12",
    }),
  );
  expect(inputs).toMatchObject({
    threshold: 0.75,
    comment: false,
    shard: { index: 2, total: 3 },
    "merge-reports": ["a/*.json", "b.json"],
    "cache-save": true,
    "pr-number": 12,
  });
});

test.each([
  [{ threshold: "high" }, 'Input "threshold" must be a number from 0 to 1, got "high"'],
  [{ threshold: "1.5" }, 'Input "threshold" must be a number from 0 to 1, got "1.5"'],
  [{ comment: "yes" }, 'Input "comment" must be true or false, got "yes"'],
  [{ shard: "3/2" }, 'Input "shard" must look like "i/N" with 1 <= i <= N (e.g. "2/4"), got "3/2"'],
  [{ "cache-save": "sometimes" }, 'Input "cache-save" must be auto, true or false, got "sometimes"'],
  [{ "pr-number": "#3" }, 'Input "pr-number" must be a pull request number, got "#3"'],
  [{ load: "yes" }, 'Input "load" must be true or false, got "yes"'],
  [{ load: "true", shard: "1/2" }, 'Input "load" runs the load in a job of its own: not with "shard"'],
  [{ load: "true", "merge-reports": "part-*.json" }, 'Input "load" runs the load in a job of its own: not with "merge-reports"'],
])("%j is refused naming the input", (given, message) => {
  expect(() => parseInputs(from(given))).toThrow(message);
});

test("every input is read", () => {
  const asked: string[] = [];
  parseInputs((name) => (asked.push(name), ""));
  expect(asked).toEqual([...INPUT_NAMES]);
});
