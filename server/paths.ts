import { fileURLToPath } from 'node:url';
import path from 'node:path';

// Folders the server reads, resolved from this file so the server works from any working directory.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const contractDir = path.join(projectRoot, 'schemas', 'api');
export const defaultScreensDir = path.join(projectRoot, 'schemas', 'screens');
export const defaultCopyDir = path.join(projectRoot, 'schemas', 'copy');
export const defaultDistDir = path.join(projectRoot, 'dist');
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
