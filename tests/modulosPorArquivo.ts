/**
 * The first set-up file of the test projects whose files share one process (isolate: false in
 * vitest.config.ts: unit, panel, e2e, e2e-pg; the isolated ones use it too, harmlessly): each file
 * starts with the project's own modules (src/, server/, the contract, the test helpers) evaluated
 * anew, so a session store, a query client or a lazily loaded screen is never one a file before
 * left behind, as in a process of its own. The packages
 * under node_modules (React, react-admin, MUI) stay loaded: importing them, and building a jsdom,
 * was most of each panel file's start-up (docs/benchmarks.md, 'The test suite's time').
 * It runs before any other set-up file, whose imports would otherwise be the previous file's.
 */
import { vi } from 'vitest';

vi.resetModules();
