/**
 * Where a workflow's cassette lives. Names must map to distinct files: two
 * workflows whose names differ only in case, punctuation or non-Latin letters
 * shared one file before, and one of them always replayed as stale. A name of
 * lowercase words keeps its plain file (`write note` -> `write-note.json`);
 * any other name gets a short hash of its exact text (`Write Note` ->
 * `write-note.98795952.json`), which a plain name can never produce.
 */
import { createHash } from "node:crypto";
import path from "node:path";

const PLAIN_NAME = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

function slug(workflow: string): string {
  return (
    workflow
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "workflow"
  );
}

function withAttempt(dir: string, stem: string, attempt: number): string {
  return path.join(dir, attempt > 1 ? `${stem}.attempt-${attempt}.json` : `${stem}.json`);
}

/** The file of a workflow's attempt: `<stem>.json`, and `<stem>.attempt-<n>.json` for later repeats. */
export function cassettePath(dir: string, workflow: string, attempt: number): string {
  if (PLAIN_NAME.test(workflow)) return withAttempt(dir, workflow.replaceAll(" ", "-"), attempt);
  const hash = createHash("sha256").update(workflow).digest("hex").slice(0, 8);
  return withAttempt(dir, `${slug(workflow).slice(0, 60)}.${hash}`, attempt);
}

/**
 * Where mcpvals <= 0.5 put the cassette (the slug alone). Read when the new
 * file is absent and the old one holds this exact workflow; the next
 * recording writes the new file and removes the old one.
 */
export function legacyCassettePath(dir: string, workflow: string, attempt: number): string {
  return withAttempt(dir, slug(workflow), attempt);
}
