import { actionMain } from "../github/action-main.js";

// Entry of the bundled action (dist/index.js): everything lives in actionMain and runAction.
await actionMain();
