// Test helpers: the botguard's proof of work, solved by the page's own script as a browser would.
import vm from 'node:vm';
import { BOTGUARD_SCRIPT } from './botguard-script';

export interface PageSolver {
  sha256(text: string): number[];
  solve(challenge: string, bits: number, from: number, count: number): number;
}

/** The page's own script, run outside a browser: it hands over its solver. */
export function pageSolver(): PageSolver {
  const sandbox: { botguard?: PageSolver } = {};
  vm.runInNewContext(BOTGUARD_SCRIPT, sandbox);
  return sandbox.botguard!;
}

/** The form fields a browser sends for the botguard challenge in a page's HTML, solved. */
export function solvedProof(html: string): {
  botguard_challenge: string;
  botguard_solution: string;
} {
  const challenge = /name="botguard_challenge" value="([^"]+)"/.exec(html)![1]!;
  const bits = Number(/data-botguard-bits="(\d+)"/.exec(html)![1]);
  const solution = pageSolver().solve(challenge, bits, 0, 1 << 30);
  return { botguard_challenge: challenge, botguard_solution: String(solution) };
}
