import path from 'node:path';
import { DEFAULT_EXTERNAL_LINKS } from '@shop/admin-api';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      accountsPort: 4100,
      adminUrl: 'http://localhost:4000',
      accountsUrl: 'http://localhost:4100',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data/pglite'),
      accessTokenTtl: 900,
      authSecret: undefined,
      supportEmail: 'support@example.com',
      links: DEFAULT_EXTERNAL_LINKS,
      adminDistDir: path.join(REPO_ROOT, 'apps/admin/dist'),
      uploadsDir: path.join(REPO_ROOT, 'data/uploads'),
      ai: undefined,
      databasePoolSize: 10,
      apiProcesses: 1,
      // PGlite: one connection, a few requests in flight, 64 waiting per request in flight.
      load: { maxInFlight: 4, maxQueue: 256, maxWaitMs: 2000 },
      // No automation widget: the app store page says so.
      appStore: { widget: null, tokenSecret: undefined },
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('derives the load limits from the PostgreSQL pool, and reads each override', () => {
    const postgres = { DATABASE_URL: 'postgres://127.0.0.1/shop' };
    expect(loadConfig(postgres).load).toEqual({
      maxInFlight: 20,
      maxQueue: 1280,
      maxWaitMs: 2000,
    });
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '4' })).toMatchObject({
      databasePoolSize: 4,
      load: { maxInFlight: 8, maxQueue: 512, maxWaitMs: 2000 },
    });
    expect(
      loadConfig({
        ...postgres,
        API_MAX_IN_FLIGHT: '3',
        API_MAX_QUEUE: '0',
        API_QUEUE_WAIT_MS: '250',
      }).load,
    ).toEqual({ maxInFlight: 3, maxQueue: 0, maxWaitMs: 250 });
    expect(() => loadConfig({ API_MAX_IN_FLIGHT: '0' })).toThrow('API_MAX_IN_FLIGHT');
  });

  it('runs several API processes only on PostgreSQL', () => {
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(
      'more than one API process needs DATABASE_URL',
    );
    expect(
      loadConfig({ API_PROCESSES: '2', DATABASE_URL: 'postgres://127.0.0.1/shop' }).apiProcesses,
    ).toBe(2);
    expect(loadConfig({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
  });

  it('uses an AI service only when both its address and its key are set', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(
      'set AI_BASE_URL and AI_API_KEY together',
    );
    expect(() => loadConfig({ AI_API_KEY: 'key' })).toThrow(
      'set AI_BASE_URL and AI_API_KEY together',
    );
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1/', AI_API_KEY: 'key' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'key',
      model: 'gpt-4o-mini',
    });
  });

  it('takes plan payments through Cashfree only when its App ID and secret key are both set', () => {
    expect(loadConfig({}).cashfree).toBeUndefined();
    expect(() => loadConfig({ CASHFREE_APP_ID: 'app' })).toThrow(
      'set CASHFREE_APP_ID and CASHFREE_SECRET_KEY together',
    );
    expect(() => loadConfig({ CASHFREE_SECRET_KEY: 'secret' })).toThrow(
      'set CASHFREE_APP_ID and CASHFREE_SECRET_KEY together',
    );
    const keys = { CASHFREE_APP_ID: 'app', CASHFREE_SECRET_KEY: 'secret' };
    expect(loadConfig(keys).cashfree).toEqual({
      appId: 'app',
      secretKey: 'secret',
      environment: 'sandbox',
      baseUrl: 'https://sandbox.cashfree.com',
    });
    expect(loadConfig({ ...keys, CASHFREE_ENV: 'production' }).cashfree?.baseUrl).toBe(
      'https://api.cashfree.com',
    );
    expect(
      loadConfig({ ...keys, CASHFREE_BASE_URL: 'http://127.0.0.1:9/' }).cashfree?.baseUrl,
    ).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ ...keys, CASHFREE_ENV: 'test' })).toThrow('CASHFREE_ENV');
  });

  it('derives the URLs from the ports and reads every override', () => {
    const config = loadConfig({
      PORT: '5000',
      ACCOUNTS_PORT: '5100',
      HOST: '0.0.0.0',
      DATA_DIR: 'tmp/db',
      ADMIN_DIST_DIR: '/srv/admin',
      ACCESS_TOKEN_TTL: '60',
      SUPPORT_EMAIL: 'help@shop.test',
      DATABASE_URL: '',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      adminUrl: 'http://localhost:5000',
      accountsUrl: 'http://localhost:5100',
      dataDir: path.join(REPO_ROOT, 'tmp/db'),
      adminDistDir: '/srv/admin',
      accessTokenTtl: 60,
      supportEmail: 'help@shop.test',
      databaseUrl: undefined,
    });
    expect(loadConfig({ ADMIN_URL: 'https://admin.shop.test/' }).adminUrl).toBe(
      'https://admin.shop.test',
    );
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it("sets each of the profile menu's outside links from its own variable", () => {
    const { links } = loadConfig({
      STORES_URL: 'https://accounts.shop.test/stores',
      HELP_CENTER_URL: 'https://help.shop.test/',
      FEEDBACK_URL: 'https://shop.test/feedback',
      STATUS_PAGE_URL: 'https://status.shop.test',
      HIRE_EXPERT_URL: 'http://experts.shop.test',
      BOOK_CALL_URL: '',
    });
    expect(links).toEqual({
      manageStores: 'https://accounts.shop.test/stores',
      helpCenter: 'https://help.shop.test/',
      feedback: 'https://shop.test/feedback',
      systemStatus: 'https://status.shop.test',
      hireExpert: 'http://experts.shop.test',
      bookCall: DEFAULT_EXTERNAL_LINKS.bookCall,
    });
  });

  it('refuses an outside link that is not an http(s) URL, naming its variable', () => {
    expect(() => loadConfig({ HELP_CENTER_URL: 'javascript:alert(1)' })).toThrow(
      /HELP_CENTER_URL: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ STATUS_PAGE_URL: 'status.shop.test' })).toThrow(/STATUS_PAGE_URL/);
  });

  it("reads the app store's widget and token key, refusing a script the page may not run", () => {
    const secret = 'k'.repeat(32);
    expect(
      loadConfig({
        APP_STORE_WIDGET_URL: 'https://widgets.example.com/automation.js',
        APP_STORE_WIDGET_INTEGRITY:
          'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
        APP_STORE_TOKEN_SECRET: secret,
      }).appStore,
    ).toEqual({
      widget: {
        url: 'https://widgets.example.com/automation.js',
        integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      },
      tokenSecret: secret,
    });
    // Plain http from this machine only (a widget in development).
    expect(loadConfig({ APP_STORE_WIDGET_URL: 'http://localhost:5175/w.js' }).appStore).toEqual({
      widget: { url: 'http://localhost:5175/w.js' },
      tokenSecret: undefined,
    });
    for (const url of [
      'http://widgets.example.com/automation.js',
      'javascript:alert(1)',
      'https://user:pass@widgets.example.com/a.js',
      'widgets.example.com/a.js',
    ]) {
      expect(() => loadConfig({ APP_STORE_WIDGET_URL: url }), url).toThrow(
        /APP_STORE_WIDGET_URL: must be an https URL/,
      );
    }
    expect(() =>
      loadConfig({
        APP_STORE_WIDGET_URL: 'https://widgets.example.com/a.js',
        APP_STORE_WIDGET_INTEGRITY: 'md5-abc',
      }),
    ).toThrow(/APP_STORE_WIDGET_INTEGRITY/);
    expect(() => loadConfig({ APP_STORE_WIDGET_INTEGRITY: 'sha256-abc=' })).toThrow(
      /set APP_STORE_WIDGET_URL too/,
    );
    expect(() => loadConfig({ APP_STORE_TOKEN_SECRET: 'short' })).toThrow(
      /APP_STORE_TOKEN_SECRET must be at least 32 characters/,
    );
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
  });
});
