import type { Worker } from 'node:cluster';
import type { RecipeChange, RecipeChangeBroadcast } from '../modules/content/recipe-change-broadcast';

const CHANGED = 'receitas:recipe-changed';

interface Message extends RecipeChange {
  type: typeof CHANGED;
}

const isMessage = (m: unknown): m is Message =>
  (m as Message)?.type === CHANGED &&
  Number.isSafeInteger((m as Message).recipeId) &&
  Number.isSafeInteger((m as Message).version) &&
  typeof (m as Message).withdrawn === 'boolean';

/** In the primary (without Redis): passes a worker's recipe changes on to every other worker. */
export function relayRecipeChanges(worker: Worker, workers: () => Iterable<Worker>): void {
  worker.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    for (const other of workers()) if (other !== worker && other.isConnected()) other.send(message);
  });
}

/** In a worker of one instance without Redis: the other workers' recipe changes, through the primary. */
export class IpcRecipeChangeBroadcast implements RecipeChangeBroadcast {
  private readonly listeners: ((change: RecipeChange) => void)[] = [];

  constructor(private readonly channel: NodeJS.Process = process) {
    channel.on('message', (message: unknown) => {
      if (!isMessage(message)) return;
      const { recipeId, version, withdrawn } = message;
      for (const listener of this.listeners) listener({ recipeId, version, withdrawn });
    });
  }

  async publish(change: RecipeChange): Promise<void> {
    // The primary gone: this worker is on its way out too.
    if (this.channel.connected) this.channel.send!({ type: CHANGED, ...change } satisfies Message);
  }

  subscribe(listener: (change: RecipeChange) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {}
}
