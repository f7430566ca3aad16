import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built admin UI (admin-ui/dist) of this installation, found from the running code upwards,
 * so the same answer comes from the sources (tests) and from a bundle in dist/ (npm start).
 */
export function builtUiDir(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'admin-ui'))) return path.join(dir, 'admin-ui', 'dist');
    if (path.dirname(dir) === dir) return path.resolve('admin-ui', 'dist');
  }
}
