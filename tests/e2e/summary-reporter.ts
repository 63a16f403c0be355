import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/** Prints the plain closing line 'N passed, N failed' (and skipped) that CI reads. */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const tests = this.suite?.allTests() ?? [];
    const count = (outcomes: string[]) => tests.filter((test) => outcomes.includes(test.outcome())).length;
    const skipped = count(['skipped']);
    console.log(`e2e: ${count(['expected', 'flaky'])} passed, ${count(['unexpected'])} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
