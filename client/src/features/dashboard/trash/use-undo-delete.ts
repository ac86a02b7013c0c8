import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Notice } from '../../../components/NoticeSnackbar';
import type { TrashKind } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { RestoreFromTrashMutation } from './trash-operations';

const t = messages.dashboardTrash;

export interface DeletedItems {
  kind: TrashKind;
  ids: readonly number[];
  /** what the notice says ('Receita "Pudim" excluída.') */
  text: string;
  /** the title of the one item (for 'voltou da lixeira'), when there is one */
  title?: string;
  /** reloads what shows the items once they are back */
  onRestored: () => void | Promise<void>;
}

/**
 * The notice after a delete, with 'Desfazer': the items come back from the trash, `onRestored` reloads what shows
 * them, and a second notice says how it went.
 */
export function useUndoDelete(show: (notice: Notice | null) => void) {
  const client = useApolloClient();
  return useCallback(
    ({ kind, ids, text, title, onRestored }: DeletedItems): Notice => ({
      severity: 'success',
      text,
      action: {
        label: t.undo,
        onClick: () => {
          void (async () => {
            try {
              for (const id of ids) {
                await client.mutate({ mutation: RestoreFromTrashMutation, variables: { kind, id } });
              }
              client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'trash' });
              client.cache.gc();
              await onRestored();
              show({ severity: 'success', text: title ? t.undone(title) : t.undoneMany(ids.length) });
            } catch {
              show({ severity: 'error', text: t.undoError });
            }
          })();
        },
      },
    }),
    [client, show],
  );
}
