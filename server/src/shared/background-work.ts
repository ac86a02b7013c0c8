/**
 * Work a process does in the background, in rounds: `kick` starts a round unless one runs (then one more follows it,
 * so nothing asked for during a round is missed); a failed round is reported and never thrown; `settled` waits for
 * the rounds in flight. Media variants and recipe import jobs run this way.
 */
export class BackgroundWork {
  private running: Promise<unknown> | null = null;
  private again = false;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no round runs. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }
}
