import '@testing-library/jest-dom/vitest';
import { loadContractChecks } from '../lib/http/contract';

// The app's answers are checked against the contract in the unit tests, as in development.
await loadContractChecks();
