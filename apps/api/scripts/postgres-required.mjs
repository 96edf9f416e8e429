// Whether the API suite's PostgreSQL run may be left out when PostgreSQL 15 is not on the machine.

/** True when the environment says this is a CI run (CI=true, as CI services set it; not "false"/"0"). */
export function isCi(env) {
  const value = String(env.CI ?? '')
    .trim()
    .toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/**
 * What to do when PostgreSQL is not installed. In CI it is a failure: `pnpm test` installs it first
 * (scripts/ensure-system-packages.mjs), so a missing server means that step failed or was skipped,
 * and passing on PGlite alone would hide the PostgreSQL path going untested. On a developer's
 * machine the PGlite run still tells something, so it passes with a notice.
 */
export function whenPostgresMissing(env) {
  return isCi(env) ? 'fail' : 'skip';
}
