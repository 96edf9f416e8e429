import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { deletableUploadsDir } from './reset';

describe('deletableUploadsDir', () => {
  it('accepts a folder of its own', () => {
    expect(deletableUploadsDir(path.join(REPO_ROOT, 'data/uploads'))).toBe(
      path.join(REPO_ROOT, 'data/uploads'),
    );
    expect(deletableUploadsDir(path.join(os.tmpdir(), 'x', 'uploads'))).toBe(
      path.join(os.tmpdir(), 'x', 'uploads'),
    );
  });

  it('refuses the root, the repository, the home folder and anything above them', () => {
    for (const dir of ['/', REPO_ROOT, path.dirname(REPO_ROOT), os.homedir(), process.cwd()]) {
      expect(() => deletableUploadsDir(dir), dir).toThrow(/Refusing to delete/);
    }
  });
});
