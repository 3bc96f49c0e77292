// Entry of a portal run as a child process (child-portal.ts): configuration from the environment,
// the address on stdout once listening, a clean stop on SIGTERM.
import { loadConfig } from '../../src/config.ts';
import { startPortal } from '../../src/server.ts';

const portal = await startPortal(loadConfig());
process.stdout.write(`${JSON.stringify({ url: portal.url })}\n`);
process.on('SIGTERM', () => {
  portal.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
