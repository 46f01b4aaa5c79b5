export const id = 660;
export const ids = [660];
export const modules = {

/***/ 10660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   elicitAsUser: () => (/* binding */ elicitAsUser)
/* harmony export */ });
/* unused harmony export formPrompt */
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52535);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80737);
/* harmony import */ var _model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23987);
/* harmony import */ var _agent_steps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75468);
/* harmony import */ var _user_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12029);
/**
 * The server's elicitation during a conversation, answered by the simulated
 * user in character: the user model sees its persona and goal, the
 * conversation so far, and the form, and answers with a JSON object. Not a
 * user turn (the transcript does not grow); the request and the answer are
 * recorded with the tool call (serverRequests). Its content is validated
 * against the form before it is sent (mcp/client-side/answer-as-user.ts).
 */





const AnswerSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["accept", "decline", "cancel"]),
    content: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
});
/** What the user model reads after the conversation: the form, and how to answer it. */
function formPrompt({ message, requestedSchema }) {
    return [
        "(The assistant's tool now asks you to fill in a form.)",
        `Its message: ${message}`,
        `The form, as JSON Schema: ${JSON.stringify(requestedSchema)}`,
        'Answer as yourself with only a JSON object: {"action": "accept", "content": {…the fields…}} to fill it in, or {"action": "decline"} to refuse.',
    ].join("\n");
}
function elicitAsUser({ model, label, user, said, timeoutMs, temperature, onUsage }) {
    const by = `simulated user (persona ${user.personaLabel})`;
    return async (request, signal) => {
        let text;
        try {
            const result = await (0,ai__WEBPACK_IMPORTED_MODULE_3__.generateText)({
                model,
                system: (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .userSystemPrompt */ .rh)(user),
                messages: [...(0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .userModelMessages */ .T8)(said()), { role: "user", content: formPrompt(request) }],
                temperature,
                abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
                maxRetries: 0,
            });
            onUsage?.((0,_agent_steps_js__WEBPACK_IMPORTED_MODULE_1__/* .toUsage */ .Vl)(result.usage ?? {}));
            text = result.text;
        }
        catch (error) {
            throw new Error((0,_model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_0__/* .describeModelError */ .f)(label, error), { cause: error });
        }
        const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
        let parsed;
        try {
            parsed = AnswerSchema.parse(JSON.parse(json));
        }
        catch {
            throw new Error(`its answer is not {"action", "content"} JSON: ${JSON.stringify(text.slice(0, 200))}`);
        }
        return { ...parsed, by };
    };
}


/***/ })

};

//# sourceMappingURL=660.index.js.map