export const id = 1045;
export const ids = [1045];
export const modules = {

/***/ 51045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  conversationTurns: () => (/* binding */ conversationTurns)
});

;// CONCATENATED MODULE: ./src/agent/user/strip-stop.ts
/** The stop marker removed from a user message (it never reaches the transcript), and whether it was there. */
function stripStop(text, marker) {
    if (!text.includes(marker))
        return { text: text.trim(), stopped: false };
    return {
        text: text
            .split(marker)
            .join(" ")
            .replace(/[ \t]{2,}/g, " ")
            .trim(),
        stopped: true,
    };
}

;// CONCATENATED MODULE: ./src/agent/user/conversation-turns.ts

function conversationTurns({ user, ask, elicitWith }) {
    const said = [];
    let turn = 0;
    let stopped;
    const write = async (signal) => {
        if (turn === 0 && user.opening !== undefined)
            return user.opening;
        if (user.script)
            return user.script[turn];
        if (!ask)
            throw new Error("a simulated user needs a model or a script");
        return ask(said, turn, signal);
    };
    return {
        ...(elicitWith ? { elicit: elicitWith(() => said) } : {}),
        said: () => said,
        stopReason: () => stopped,
        async next(agentSaid, signal) {
            if (agentSaid !== null)
                said.push({ by: "agent", text: agentSaid });
            if (stopped)
                return null;
            if (turn >= user.maxTurns) {
                stopped = "turn limit";
                return null;
            }
            const raw = await write(signal);
            const { text, stopped: marked } = stripStop(raw ?? "", user.stop);
            // The script ran out, or the model wrote nothing: the user is gone, but never said the goal was reached.
            if (raw === undefined || (text === "" && !marked)) {
                stopped = "no message";
                return null;
            }
            turn++;
            if (marked)
                stopped = "user stopped";
            if (text === "")
                return null;
            said.push({ by: "user", text });
            return { text, final: marked };
        },
    };
}


/***/ })

};

//# sourceMappingURL=1045.index.js.map