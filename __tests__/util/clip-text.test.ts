import { clipText, safeSliceEnd } from "../../src/util/clip-text.js";

test("a text within the limit stays whole; a longer one is cut with an ellipsis", () => {
  expect(clipText("hello", 5)).toBe("hello");
  expect(clipText("hello world", 5)).toBe("hello…");
});

test("the marker can say how much was dropped", () => {
  expect(clipText("abcdefghij", 4, { marker: (dropped) => `… (${dropped} more)` })).toBe("abcd… (6 more)");
});

test("a cut never splits a surrogate pair", () => {
  const text = "ab😀cd"; // 😀 is two UTF-16 units at indexes 2 and 3
  expect(clipText(text, 3)).toBe("ab…");
  expect(clipText(text, 3, { marker: (dropped) => `+${dropped}` })).toBe("ab+4");
  expect(clipText(text, 4)).toBe("ab😀…");
  for (let max = 0; max <= text.length; max++) {
    const kept = clipText(text, max).replace(/…$/, "");
    expect(kept).toBe(text.slice(0, kept.length));
    expect(/[\uD800-\uDBFF]$/.test(kept)).toBe(false);
  }
});

test("safeSliceEnd stays within the text", () => {
  expect(safeSliceEnd("abc", -1)).toBe(0);
  expect(safeSliceEnd("abc", 10)).toBe(3);
  expect(safeSliceEnd("a😀", 2)).toBe(1);
});
