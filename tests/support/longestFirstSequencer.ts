import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { LONG_TEST_FILES } from "./longTestFiles.ts";

/**
 * Vitest's own order (files it has timed longest first, others largest first, project by project), except
 * that while any file has no time of its own (a fresh clone, as in CI) the files known to be long
 * (longTestFiles.ts) start first within their project: a long file started last ends the stage alone.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const untimed = files.some((file) => !this.ctx.cache.getTestSpecificationResult(file));
    if (!untimed) return sorted;
    const rank = (file: TestSpecification) => {
      const index = LONG_TEST_FILES.indexOf(relative(file.project.config.root, file.moduleId));
      return index < 0 ? LONG_TEST_FILES.length : index;
    };
    // Project by project, as Vitest runs them; within one, a stable sort keeps Vitest's order for the rest.
    const projects = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const own = projects.get(file.project.name) ?? [];
      own.push(file);
      projects.set(file.project.name, own);
    }
    return [...projects.values()].flatMap((own) => own.sort((a, b) => rank(a) - rank(b)));
  }
}
