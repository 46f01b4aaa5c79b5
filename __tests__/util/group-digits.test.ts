import { groupDigits } from "../../src/util/group-digits.js";

test.each([0, 7, 999, 1000, 12464, 1234567, -1234567, 1234.5, 1234.5678, 0.1234, 10_000_000_000, -0.5, 999.9996])(
  "%p is written as toLocaleString('en-US') writes it",
  (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
  },
);

test("non-finite values are written as String() writes them", () => {
  expect(groupDigits(Number.NaN)).toBe("NaN");
  expect(groupDigits(Number.POSITIVE_INFINITY)).toBe("Infinity");
});
