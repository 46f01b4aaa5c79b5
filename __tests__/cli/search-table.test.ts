import { distinctScores, searchTable, sharedRanks } from "../../src/cli/commands/search-table.js";

test("equal scores share a rank; the next rank counts the tie (1, 1, 3)", () => {
  expect(sharedRanks([1, 1, 0.5, 0.2, 0.2, 0.2, 0])).toEqual([1, 1, 3, 4, 4, 4, 7]);
});

test("scores that differ only past the third decimal print with the digits that tell them apart", () => {
  expect(distinctScores([1, 0.99996, 0.5, 0.5])).toEqual(["1.00000", "0.99996", "0.500", "0.500"]);
  expect(distinctScores([0.4121, 0.4124, 0.1])).toEqual(["0.4121", "0.4124", "0.100"]);
});

test("the table: a tie reads as a tie, never as an order", () => {
  const lines = searchTable(
    [
      { server: "s", tool: "add_note", score: 1 },
      { server: "s", tool: "delete_note", score: 1 },
      { server: "s", tool: "list", score: 0 },
    ],
    undefined,
  );
  expect(lines).toEqual([
    "rank  server  tool         score",
    "   1  s       add_note     1.000",
    "   1  s       delete_note  1.000",
    "   3  s       list         0.000",
  ]);
});
