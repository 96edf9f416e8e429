// What a benchmark started (servers, databases, folders), undone last-first: when it ends, and when it
// is interrupted (Ctrl-C), so nothing it started outlives it.

const cleanups = [];

/** Register one undo step; it runs before the ones registered earlier. */
export function onCleanUp(step) {
  cleanups.push(step);
}

/** Run every registered step, last first; a failing step is reported and the others still run. */
export async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(String(e)));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}
