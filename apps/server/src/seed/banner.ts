import path from 'node:path';
import type { Config } from '../config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** Where the database lives, without credentials. */
function databaseLine(config: Config): string {
  if (!config.DATABASE_URL) return `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, 'pg')}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** The address a person opens: the public one when set, else this machine's port. */
function openAt(config: Config, port: number): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host}:${port}`;
}

/** The few lines `npm start` greets a person with once the server listens. */
export function startBanner(config: Config, port: number): string {
  const lines = [
    '',
    `  HH back office is running (${config.NODE_ENV})`,
    `  Open      ${openAt(config, port)}`,
    `  Data      ${config.dataDir}`,
    `  Database  ${databaseLine(config)}`,
  ];
  if (config.serverProcesses > 1) lines.push(`  Processes ${config.serverProcesses}, serving the one port`);
  if (config.demo) {
    lines.push(`  Demo      password ${DEMO_PASSWORD} for every account:`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`            ${account.username.padEnd(6)} ${account.role}`);
  }
  lines.push('');
  return lines.join('\n');
}
