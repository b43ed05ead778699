import { globSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import storybook from "../../.storybook/main";

/**
 * `npm test` runs the story files in two shares (tests/runAll.ts): most from the start, beside the other
 * checks, and a tail once those checks are done, so that the last minutes use both cores instead of one
 * (docs/decisions/test-runs.md). A file's weight is its number of stories.
 */
export interface StoryShares {
  first: string[];
  tail: string[];
}

export interface StoryFile {
  file: string;
  stories: number;
}

/** A story module's stories: its named exports other than the default (the meta). */
export function storiesIn(source: string): number {
  return source.match(/^export const \w+/gm)?.length ?? 0;
}

/** Storybook's own story patterns (`.storybook/main.ts`, relative to that folder), from the repository root. */
const STORY_PATTERNS = (storybook.stories as string[]).map((pattern) =>
  relative(".", join(".storybook", pattern)),
);

/** The story files Storybook finds, in path order, with their weights. */
export function storyFiles(): StoryFile[] {
  return globSync(STORY_PATTERNS)
    .sort()
    .map((file) => ({ file, stories: storiesIn(readFileSync(file, "utf8")) }));
}

/** The files split in path order: the tail is the last files holding at least `tailShare` of the stories. */
export function splitStoryFiles(files: StoryFile[], tailShare: number): StoryShares {
  const total = files.reduce((sum, { stories }) => sum + stories, 0);
  let inTail = 0;
  let cut = files.length;
  while (cut > 0 && inTail < total * tailShare) {
    cut -= 1;
    inTail += files[cut].stories;
  }
  return {
    first: files.slice(0, cut).map(({ file }) => file),
    tail: files.slice(cut).map(({ file }) => file),
  };
}
