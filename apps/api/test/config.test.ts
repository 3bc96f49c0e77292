// PUBLIC_URL (mailed links, QR codes) follows PORT unless it is set.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig PUBLIC_URL', () => {
  it('defaults to http://localhost:3000', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('follows PORT when it is not set (or empty)', () => {
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3100');
  });

  it('is kept as given when set', () => {
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://aseo.example.gob.ve' }).PUBLIC_URL).toBe('https://aseo.example.gob.ve');
  });

  it('still rejects a value that is not an address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'no es una dirección' })).toThrow(/PUBLIC_URL/);
  });
});
