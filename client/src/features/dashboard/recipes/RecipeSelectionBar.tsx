import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import type { RecipeBulkAction } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { SelectionBar } from '../components/SelectionBar';

const t = messages.dashboardRecipes;

const ACTIONS: readonly {
  action: RecipeBulkAction;
  icon: React.ReactElement;
  color: 'primary' | 'inherit' | 'error';
}[] = [
  { action: 'PUBLISH', icon: <PublicOutlined />, color: 'primary' },
  { action: 'UNPUBLISH', icon: <PublicOffOutlined />, color: 'inherit' },
  { action: 'DELETE', icon: <DeleteOutlined />, color: 'error' },
];

interface RecipeSelectionBarProps {
  count: number;
  busy: boolean;
  onAction: (action: RecipeBulkAction) => void;
  onClear: () => void;
}

/** What can be done with the selected recipes: publish, unpublish or delete them. */
export function RecipeSelectionBar({ count, busy, onAction, onClear }: RecipeSelectionBarProps) {
  if (count === 0) return null;
  return (
    <SelectionBar
      label={t.selection.barLabel}
      count={t.selection.selected(count)}
      clearLabel={t.selection.clear}
      busy={busy}
      onClear={onClear}
      actions={ACTIONS.map(({ action, icon, color }) => ({
        key: action,
        label: action === 'PUBLISH' ? t.bulk.PUBLISH.barAction : t.bulk[action].action,
        icon,
        color,
        main: action === 'PUBLISH',
        onClick: () => onAction(action),
      }))}
    />
  );
}
