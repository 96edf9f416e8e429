import { readFileSync } from 'node:fs';
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
      // Uploads in the database.
      uploadsS3: undefined,
      ai: undefined,
      databasePoolSize: 10,
      apiProcesses: 1,
      // PGlite: one connection, a few requests in flight, 64 waiting per request in flight.
      load: { maxInFlight: 4, maxQueue: 256, maxWaitMs: 2000 },
      // No automation widget: the app store page says so.
      appStore: { widget: null, tokenSecret: undefined },
      // No SENTRY_DSN: the admin reports no errors.
      errorReporting: null,
      // The example platform: .test and TEST-NET-3 point at nothing real.
      platform: { domain: 'myshop.test', cnameTarget: 'shops.myshop.test', ipv4: '203.0.113.10' },
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it("reads the platform's domain and where custom domains point, the CNAME target following the domain", () => {
    expect(loadConfig({ PLATFORM_DOMAIN: 'Shops.Example.com' }).platform).toEqual({
      domain: 'shops.example.com',
      cnameTarget: 'shops.shops.example.com',
      ipv4: '203.0.113.10',
    });
    expect(
      loadConfig({
        PLATFORM_DOMAIN: 'myshop.example',
        PLATFORM_CNAME_TARGET: 'edge.example.net',
        PLATFORM_IPV4: '198.51.100.7',
      }).platform,
    ).toEqual({ domain: 'myshop.example', cnameTarget: 'edge.example.net', ipv4: '198.51.100.7' });
    expect(() => loadConfig({ PLATFORM_DOMAIN: 'https://myshop.example' })).toThrow(
      /PLATFORM_DOMAIN/,
    );
    expect(() => loadConfig({ PLATFORM_CNAME_TARGET: 'edge' })).toThrow(/PLATFORM_CNAME_TARGET/);
    expect(() => loadConfig({ PLATFORM_IPV4: '2001:db8::1' })).toThrow(
      /PLATFORM_IPV4: must be an IPv4 address/,
    );
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

  it("reports the admin's errors to a Sentry DSN, named by environment and the app's version", () => {
    const { version } = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'apps/admin/package.json'), 'utf8'),
    ) as { version: string };
    const dsn = 'https://0123abcd@o42.ingest.sentry.io/4501';
    expect(loadConfig({ SENTRY_DSN: dsn }).errorReporting).toEqual({
      dsn,
      environment: 'production',
      release: `shop-admin@${version}`,
    });
    expect(
      loadConfig({
        SENTRY_DSN: 'http://key@127.0.0.1:9123/7',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'shop-admin@2.0.0+build.7',
      }).errorReporting,
    ).toEqual({
      dsn: 'http://key@127.0.0.1:9123/7',
      environment: 'staging',
      release: 'shop-admin@2.0.0+build.7',
    });
    for (const bad of [
      'http://key@sentry.example.com/1', // plain http off this machine
      'https://sentry.example.com/1', // no public key
      'https://key:secret@sentry.example.com/1', // a secret key would reach every browser
      'https://key@sentry.example.com/', // no project
      'https://key@sentry.example.com/1?x=1',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: bad }), bad).toThrow(
        /SENTRY_DSN: must be a Sentry DSN/,
      );
    }
    expect(() => loadConfig({ SENTRY_ENVIRONMENT: 'prod uction' })).toThrow(/SENTRY_ENVIRONMENT/);
    expect(() => loadConfig({ SENTRY_RELEASE: 'a b' })).toThrow(/SENTRY_RELEASE/);
  });

  describe('the S3-compatible upload store', () => {
    const s3 = {
      UPLOADS_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
      UPLOADS_S3_BUCKET: 'shop-media',
      UPLOADS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    };

    it('is used when its endpoint, bucket and key are set, with defaults for the rest', () => {
      expect(loadConfig(s3).uploadsS3).toEqual({
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'shop-media',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        addressing: 'path',
        timeoutMs: 10_000,
      });
      expect(
        loadConfig({
          ...s3,
          UPLOADS_S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
          UPLOADS_S3_REGION: 'auto',
          UPLOADS_S3_ADDRESSING: 'virtual-hosted',
          UPLOADS_S3_TIMEOUT_MS: '2500',
        }).uploadsS3,
      ).toMatchObject({
        endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
        region: 'auto',
        addressing: 'virtual-hosted',
        timeoutMs: 2500,
      });
      // A local MinIO over plain http, on this machine only.
      for (const endpoint of [
        'http://127.0.0.1:9000',
        'http://localhost:9000',
        'http://[::1]:9000',
      ]) {
        expect(loadConfig({ ...s3, UPLOADS_S3_ENDPOINT: endpoint }).uploadsS3?.endpoint).toBe(
          endpoint,
        );
      }
    });

    it('refuses part of the settings, naming what is missing', () => {
      expect(() => loadConfig({ UPLOADS_S3_BUCKET: 'shop-media' })).toThrow(
        'UPLOADS_S3_ENDPOINT: the S3 upload store also needs UPLOADS_S3_ENDPOINT, UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY: set UPLOADS_S3_ENDPOINT, UPLOADS_S3_BUCKET, UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY together (or no UPLOADS_S3_ setting, for uploads in the database)',
      );
      const { UPLOADS_S3_SECRET_ACCESS_KEY: _, ...noSecret } = s3;
      expect(() => loadConfig(noSecret)).toThrow(
        /UPLOADS_S3_SECRET_ACCESS_KEY: the S3 upload store also needs UPLOADS_S3_SECRET_ACCESS_KEY:/,
      );
      // A setting with a default still says the store was meant; empty counts as unset.
      expect(() => loadConfig({ UPLOADS_S3_REGION: 'eu-west-1' })).toThrow(/also needs/);
      expect(() => loadConfig({ ...s3, UPLOADS_S3_BUCKET: '' })).toThrow(
        /also needs UPLOADS_S3_BUCKET:/,
      );
    });

    it('refuses an endpoint it should not send files and signed requests to', () => {
      for (const endpoint of [
        'http://s3.example.com',
        'http://10.0.0.5:9000',
        'https://key:secret@s3.example.com',
        'https://s3.example.com/shop-media',
        'https://s3.example.com?x=1',
        's3.example.com',
        'ftp://s3.example.com',
      ]) {
        for (const addressing of ['path', 'virtual-hosted']) {
          expect(
            () =>
              loadConfig({
                ...s3,
                UPLOADS_S3_ENDPOINT: endpoint,
                UPLOADS_S3_ADDRESSING: addressing,
              }),
            `${endpoint} ${addressing}`,
          ).toThrow(/^Invalid configuration:\n {2}UPLOADS_S3_ENDPOINT: must be the https origin/);
        }
      }
    });

    it('refuses a bad bucket, region, key, addressing or time limit', () => {
      for (const bucket of ['ab', 'Shop', 'shop_media', '-shop', 'shop..media', '192.168.1.1']) {
        expect(() => loadConfig({ ...s3, UPLOADS_S3_BUCKET: bucket }), bucket).toThrow(
          /UPLOADS_S3_BUCKET: must be a bucket name/,
        );
      }
      expect(() => loadConfig({ ...s3, UPLOADS_S3_REGION: 'EU West' })).toThrow(
        /UPLOADS_S3_REGION: must be a region name/,
      );
      expect(() => loadConfig({ ...s3, UPLOADS_S3_ACCESS_KEY_ID: 'AKIA EXAMPLE' })).toThrow(
        /UPLOADS_S3_ACCESS_KEY_ID/,
      );
      expect(() => loadConfig({ ...s3, UPLOADS_S3_ADDRESSING: 'vhost' })).toThrow(
        /UPLOADS_S3_ADDRESSING/,
      );
      expect(() => loadConfig({ ...s3, UPLOADS_S3_TIMEOUT_MS: '10' })).toThrow(
        /UPLOADS_S3_TIMEOUT_MS/,
      );
    });

    it('refuses virtual-hosted addressing where the bucket cannot be a host name', () => {
      const virtual = { ...s3, UPLOADS_S3_ADDRESSING: 'virtual-hosted' };
      for (const endpoint of [
        'http://127.0.0.1:9000',
        'http://localhost:9000',
        'http://[::1]:9000',
      ]) {
        expect(() => loadConfig({ ...virtual, UPLOADS_S3_ENDPOINT: endpoint }), endpoint).toThrow(
          /UPLOADS_S3_ADDRESSING: virtual-hosted addressing puts the bucket into the host name.*set UPLOADS_S3_ADDRESSING=path/,
        );
      }
      expect(() => loadConfig({ ...virtual, UPLOADS_S3_BUCKET: 'media.shop.example' })).toThrow(
        /a bucket name with dots.*set UPLOADS_S3_ADDRESSING=path/,
      );
      expect(loadConfig({ ...s3, UPLOADS_S3_BUCKET: 'media.shop.example' }).uploadsS3?.bucket).toBe(
        'media.shop.example',
      );
    });

    it('never puts the secret into a refusal', () => {
      const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
      for (const env of [
        { UPLOADS_S3_SECRET_ACCESS_KEY: secret },
        { ...s3, UPLOADS_S3_ENDPOINT: 'http://s3.example.com' },
        {
          ...s3,
          UPLOADS_S3_ADDRESSING: 'virtual-hosted',
          UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9',
        },
      ]) {
        expect(() => loadConfig(env)).toThrow(/UPLOADS_S3_/);
        expect(() => loadConfig(env)).not.toThrow(secret);
      }
    });
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
  });
});
