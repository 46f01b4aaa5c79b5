// Integration tests start real servers and processes: on a busy 2-core machine a
// correct run can take minutes, and a test limit below that fails good runs.
// Hung ones still end: runMcpvals cancels its run first (its own time limit).
import { jest } from "@jest/globals";

jest.setTimeout(120_000);
