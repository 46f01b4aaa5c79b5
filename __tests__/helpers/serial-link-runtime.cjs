/**
 * jest's module runtime with one fix: ES modules are linked one graph at a
 * time. jest 29 links each dynamic `import()` as it comes; two imports in
 * flight whose graphs share a module let the second link against the shared
 * one while it is still linking, and that import fails with "request for
 * './x.js' can not be resolved on module '...' that is not linked" (or "is not
 * yet fulfilled"; jestjs/jest#11434). Node itself has no such race, but the
 * product imports its renderers lazily and side by side (a report's outputs),
 * so under jest a report went missing now and then on a loaded machine.
 *
 * Linking only resolves and transforms modules (no module code runs), so
 * queueing it cannot deadlock; evaluation stays as jest does it.
 * CommonJS: jest loads a runtime with a plain require (jest.config.js `runtime`).
 */
"use strict";

const Runtime = require("jest-runtime").default;

class SerialLinkRuntime extends Runtime {
  /** The link in progress (or the last one): every new link waits for it. */
  #linking = Promise.resolve();

  async linkAndEvaluateModule(module) {
    // jest's own method logs and returns for a torn-down environment.
    if (this.isTornDown) return super.linkAndEvaluateModule(module);
    if (module.status === "unlinked" && !this._esmModuleLinkingMap.has(module)) {
      const linked = this.#linking.then(() =>
        module.status === "unlinked"
          ? module.link((specifier, referencing) => this.resolveModule(specifier, referencing.identifier, referencing.context))
          : undefined,
      );
      this.#linking = linked.catch(() => undefined);
      this._esmModuleLinkingMap.set(module, linked);
    }
    // A module another import's graph is linking now: that link is the one queued last.
    else if (module.status === "linking") await this.#linking;
    await this._esmModuleLinkingMap.get(module);
    if (module.status === "linked") await module.evaluate();
    return module;
  }
}

module.exports = SerialLinkRuntime;
