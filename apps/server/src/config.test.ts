import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.isHttps).toBe(false);
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('names the setting in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('lists every bad setting at once', () => {
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT: .*; LOG_LEVEL: /);
    }
  });

  it('turns on HTTPS behaviour for an https public URL and parses TRUST_PROXY', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://slove.ro/', TRUST_PROXY: 'true' });
    expect(c.publicUrl).toBe('https://slove.ro');
    expect(c.isHttps).toBe(true);
    expect(c.TRUST_PROXY).toBe(true);
  });

  it('refuses half-configured third parties and push keys', () => {
    expect(() => loadConfig({ ANALYTICS_URL: 'https://a.example/s.js' })).toThrow(
      /ANALYTICS_URL and ANALYTICS_SITE_ID/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'x' })).toThrow(/VAPID/);
  });

  it('parses ALLOWED_ORIGINS into origins and names a bad one', () => {
    expect(loadConfig({}).ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://www.slove.ro, http://192.168.1.23:3000/ ,' }).ALLOWED_ORIGINS,
    ).toEqual(['https://www.slove.ro', 'http://192.168.1.23:3000']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://x.example' })).toThrow(/ALLOWED_ORIGINS: "ftp/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example/pagina' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'slove.ro' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
