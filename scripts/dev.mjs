#!/usr/bin/env node
// `npm run dev`: the API server on API_PORT (default 3001, restarted on change by tsx watch)
// and Vite's dev server with hot reload on PORT (default 3000), which proxies the APIs.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [];

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start(
  'api',
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
  {
    PORT: apiPort,
    SERVE_CLIENT: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
);
start('vite', [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', port, '--strictPort'], {
  API_PORT: apiPort,
});
console.log(`Dev shop (hot reload) at http://127.0.0.1:${port}/  ·  API at http://127.0.0.1:${apiPort}/`);
