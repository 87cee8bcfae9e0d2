// The first process inside the wall (wall.ts): it listens on the wall's loopback at the given port and forwards each
// connection to the bridge's egress proxy through the Unix socket bound into the wall, then runs the program with
// the same standard streams and exits as it does. Programs reach the proxy through HTTPS_PROXY; nothing else leaves.
// Usage: node forward.js <proxy socket> <port> -- <program> [args…]. Imports only Node's own modules: nothing
// else is inside the wall.
import { spawn } from 'node:child_process';
import net from 'node:net';

const [socketPath, port, separator, ...argv] = process.argv.slice(2);
if (!socketPath || !port || separator !== '--' || argv.length === 0) {
  process.stderr.write('usage: forward.js <proxy socket> <port> -- <program> [args…]\n');
  process.exit(64);
}

const server = net.createServer((inside) => {
  const outside = net.connect(socketPath);
  inside.pipe(outside).pipe(inside);
  const close = () => {
    inside.destroy();
    outside.destroy();
  };
  inside.on('error', close);
  outside.on('error', close);
});
server.maxConnections = 32;

server.listen(Number(port), '127.0.0.1', () => {
  const child = spawn(argv[0]!, argv.slice(1), { stdio: 'inherit' });
  child.on('error', (err) => {
    process.stderr.write(`cannot run ${argv[0]}: ${err.message}\n`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, () => child.kill(s));
});
server.on('error', (err) => {
  process.stderr.write(`the egress forwarder cannot listen on 127.0.0.1:${port}: ${err.message}\n`);
  process.exit(70);
});
