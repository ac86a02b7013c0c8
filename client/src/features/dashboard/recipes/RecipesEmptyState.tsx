import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import * as messages from '../../../messages/pt-BR';
import { EmptyState } from '../components/EmptyState';

const t = messages.dashboardRecipes;

/**
 * No recipe to show: either there are none yet (spec §2: an invitation to create the first), or the search and the
 * status filter leave none (a way back to the whole list).
 */
export function RecipesEmptyState({
  filtered,
  onCreate,
  onClear,
}: {
  filtered: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const [copy, icon, run] = filtered
    ? ([t.noMatch, SearchOffRounded, onClear] as const)
    : ([t.empty, MenuBookOutlined, onCreate] as const);
  return (
    <EmptyState
      icon={icon}
      title={copy.title}
      text={copy.text}
      action={
        <Button variant={filtered ? 'outlined' : 'contained'} onClick={run}>
          {copy.action}
        </Button>
      }
    />
  );
}
