// node --test apps/api/scripts
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { isCi, whenPostgresMissing } from './postgres-required.mjs';

test('a CI run without PostgreSQL fails', () => {
  for (const CI of ['true', '1', 'TRUE', 'yes'])
    assert.equal(whenPostgresMissing({ CI }), 'fail', `CI=${CI}`);
});

test('a run outside CI without PostgreSQL passes on PGlite alone, with a notice', () => {
  for (const env of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }])
    assert.equal(whenPostgresMissing(env), 'skip', JSON.stringify(env));
});

test('isCi reads the CI variable as CI services set it', () => {
  assert.equal(isCi({ CI: 'true' }), true);
  assert.equal(isCi({ CI: ' false ' }), false);
  assert.equal(isCi({ CI: undefined }), false);
});
