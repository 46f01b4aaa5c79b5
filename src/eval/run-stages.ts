/** The stages after planning, loaded together by evaluate once a plan stands (see loadRunStages there). */
export { openRun } from "./open-run.js";
export { executeRun } from "./execute-run.js";
export { finishRun } from "./finish-run.js";
