import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installedFakeApi, uninstallFakeApi } from './fake-api';

// The typed API client keeps the fetch it was made with, so the fetch that can reach a test's fake API
// (test/fake-api.ts, installed by renderWithApp) goes in before any module is loaded. Without a fake API
// installed, requests go where they went before.
const environmentFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const api = installedFakeApi();
  return api ? api.fetch(input, init) : environmentFetch.call(globalThis, input, init);
}) as typeof fetch;

afterEach(() => {
  cleanup();
  uninstallFakeApi();
});
