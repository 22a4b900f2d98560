#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so no separate server build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('../src/server/main.ts');
