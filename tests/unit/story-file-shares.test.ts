import { describe, expect, it } from "vitest";
import { splitStoryFiles, storiesIn, storyFiles } from "../support/storyFileShares";

describe("the story files' two shares in npm test", () => {
  it("counts a module's stories, not its meta or helpers", () => {
    const source = [
      "const meta = { title: 'X' };",
      "export default meta;",
      "export const Loading: Story = {};",
      "export const Loaded = storyOf('x');",
      "function helper() {}",
      "  export const notTopLevel = 1;",
    ].join("\n");
    expect(storiesIn(source)).toBe(2);
  });

  it("puts the last files holding the given share of the stories in the tail, every file once", () => {
    const files = [
      { file: "a", stories: 10 },
      { file: "b", stories: 30 },
      { file: "c", stories: 20 },
      { file: "d", stories: 15 },
      { file: "e", stories: 25 },
    ];
    expect(splitStoryFiles(files, 0.25)).toEqual({ first: ["a", "b", "c", "d"], tail: ["e"] });
    expect(splitStoryFiles(files, 0.3)).toEqual({ first: ["a", "b", "c"], tail: ["d", "e"] });
    expect(splitStoryFiles(files, 0)).toEqual({ first: ["a", "b", "c", "d", "e"], tail: [] });
  });

  it("splits the repository's story files into two shares that together are all of them", () => {
    const files = storyFiles();
    expect(files.length).toBeGreaterThan(50);
    const { first, tail } = splitStoryFiles(files, 0.25);
    expect([...first, ...tail]).toEqual(files.map(({ file }) => file));
    expect(tail.length).toBeGreaterThan(0);
    expect(first.length).toBeGreaterThan(tail.length);
  });
});
