import { afterEach } from 'vitest';

// Component tests run in jsdom; unmount what each test rendered so the next one starts clean.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
