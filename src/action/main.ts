import { runAction } from "../github/run-action.js";

// Entry of the bundled action (dist/index.js): everything lives in runAction.
await runAction();
