import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { CommentStatus } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { SelectionBar, type SelectionAction } from '../components/SelectionBar';

const t = messages.dashboardComments.selection;

interface CommentSelectionBarProps {
  /** the tab in view: its own status is not offered again */
  status: CommentStatus;
  count: number;
  busy: boolean;
  onApprove: () => void;
  onSpam: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the selected comments: approve, mark as spam or delete them. */
export function CommentSelectionBar({
  status,
  count,
  busy,
  onApprove,
  onSpam,
  onDelete,
  onClear,
}: CommentSelectionBarProps) {
  if (count === 0) return null;
  const actions: SelectionAction[] = [];
  if (status !== 'APPROVED')
    actions.push({
      key: 'APPROVE',
      label: t.APPROVE,
      icon: <TaskAltOutlined />,
      color: 'primary',
      main: true,
      onClick: onApprove,
    });
  if (status !== 'SPAM')
    actions.push({ key: 'SPAM', label: t.SPAM, icon: <ReportOutlined />, color: 'inherit', onClick: onSpam });
  actions.push({ key: 'DELETE', label: t.DELETE, icon: <DeleteOutlined />, color: 'error', onClick: onDelete });
  return (
    <SelectionBar
      label={t.barLabel}
      count={t.selected(count)}
      clearLabel={t.clear}
      busy={busy}
      actions={actions}
      onClear={onClear}
    />
  );
}
