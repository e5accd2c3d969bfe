import fs from 'node:fs';
import path from 'node:path';

/** Every TypeScript file below `dir` (the tests that read the source as text: layers, vocabulary, design system). */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}
