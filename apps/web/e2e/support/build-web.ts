// The browser tests drive the built app served by the API: build it when the dist is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** E2E_WEB_DIST lets parallel work build and test its own copy (`vite build --outDir …`). */
export const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(webDir, 'dist');

export default function setup() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: webDir, stdio: 'inherit' });
  }
}
