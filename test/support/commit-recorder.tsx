import { useLayoutEffect } from 'react';

/**
 * What the page looked like at each of its commits: render `CommitRecorder` after the page, and its layout effect
 * reads the document once per commit, with the page's commit whole. For a part that must not be in a page's first
 * commit (docs/rendering.md).
 */
export function recordCommits<T>(read: () => T): { CommitRecorder: () => null; commits: T[] } {
  const commits: T[] = [];
  function CommitRecorder() {
    useLayoutEffect(() => {
      commits.push(read());
    });
    return null;
  }
  return { CommitRecorder, commits };
}
