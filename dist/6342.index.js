export const id = 6342;
export const ids = [6342];
export const modules = {

/***/ 66342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   askUserModel: () => (/* binding */ askUserModel)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52535);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23987);
/* harmony import */ var _agent_steps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75468);
/* harmony import */ var _user_prompt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12029);
/**
 * One request to the model that plays the user, for one user turn. Its
 * failure is the run's infrastructure (exit 3), named with the turn: the
 * server is not to blame for a user model that did not answer.
 */





function askUserModel({ model, label, user, timeoutMs, temperature, onUsage }) {
    const system = (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_3__/* .userSystemPrompt */ .rh)(user);
    return async (said, turn, signal) => {
        try {
            const result = await (0,ai__WEBPACK_IMPORTED_MODULE_4__.generateText)({
                model,
                system,
                messages: (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_3__/* .userModelMessages */ .T8)(said),
                temperature,
                abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
                // The model carries our retries (createLanguageModel): no hidden second layer.
                maxRetries: 0,
            });
            onUsage?.((0,_agent_steps_js__WEBPACK_IMPORTED_MODULE_2__/* .toUsage */ .Vl)(result.usage ?? {}));
            return result.text;
        }
        catch (error) {
            // Cancellation is the workflow's business (timeout or abort), not the user model's.
            if (signal.aborted)
                throw error;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi("MODEL", `the simulated user failed at turn ${turn + 1}: ${(0,_model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_1__/* .describeModelError */ .f)(label, error)}`, {
                cause: error,
            });
        }
    };
}


/***/ })

};

//# sourceMappingURL=6342.index.js.map