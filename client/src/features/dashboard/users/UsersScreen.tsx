import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { initials } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { ConfirmDialog } from '../recipes/ConfirmDialog';
import { NewsletterExportButton } from './NewsletterExportButton';
import { UserFormDialog } from './UserFormDialog';
import { useDashboardUsers } from './use-dashboard-users';
import { describeUserFailure } from './user-errors';
import type { DashboardUser } from './users-operations';
import { SearchField } from '../components/SearchField';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';

const t = messages.dashboardUsers;

/** /dashboard/users (spec §2 "Dashboard users"): search, the accounts table, the form and the newsletter export. */
export function UsersScreen() {
  const session = useSession();
  const [search, setSearch] = useState('');
  const users = useDashboardUsers(search);
  // The form and the delete question keep their user while they close, so nothing changes under the fade.
  const [form, setForm] = useState<{ open: boolean; user: DashboardUser | null }>({ open: false, user: null });
  const [confirm, setConfirm] = useState<{ open: boolean; user: DashboardUser | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const create = () => setForm({ open: true, user: null });
  const edit = (user: DashboardUser) => setForm({ open: true, user });

  const onSaved = (user: DashboardUser, mode: 'create' | 'update') => {
    setNotice({ severity: 'success', text: mode === 'create' ? t.created(user.name) : t.updated(user.name) });
    // An update lands on the normalised User, so its row changes in place; a new account needs the list again.
    if (mode === 'create') void users.reload();
  };

  const remove = async (user: DashboardUser) => {
    setConfirm({ open: false, user });
    setDeleting(user.id);
    try {
      await users.remove(user.id);
      setNotice({ severity: 'success', text: t.deleted(user.name) });
    } catch (error) {
      setNotice({ severity: 'error', text: describeUserFailure(t.deleteError, error) });
    } finally {
      setDeleting(null);
    }
  };

  const columns = useMemo<DataTableColumn<DashboardUser>[]>(
    () => [
      {
        key: 'user',
        header: t.columns.user,
        type: 'text',
        value: (user) => <UserIdentity user={user} self={user.id === session.userId} />,
      },
      {
        key: 'role',
        header: t.columns.role,
        type: 'badge',
        // Spec §2: ADMIN green, USER blue.
        value: (user) => ({ label: t.roles[user.role], tone: user.role === 'ADMIN' ? 'success' : 'info' }),
      },
      { key: 'createdAt', header: t.columns.createdAt, type: 'date', value: (user) => user.createdAt },
      {
        key: 'actions',
        header: t.columns.actions,
        type: 'actions',
        actions: (user) => {
          const self = user.id === session.userId;
          return [
            { label: t.actions.edit(user.name), icon: <EditOutlined />, onClick: () => edit(user) },
            {
              // An admin cannot remove their own account from here (it would sign them out of the dashboard).
              label: self ? t.actions.cannotDeleteSelf : t.actions.delete(user.name),
              icon: <DeleteOutlined />,
              tone: 'error',
              disabled: self || deleting === user.id,
              onClick: () => setConfirm({ open: true, user }),
            },
          ];
        },
      },
    ],
    [session.userId, deleting],
  );

  const total = users.all?.length ?? 0;
  const filtered = Boolean(search.trim());

  return (
    <>
      <DashboardPageHeader
        title={messages.dashboard.sections.users.title}
        actions={
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1.5,
              width: { xs: '100%', sm: 'auto' },
            }}
          >
            <NewsletterExportButton onOutcome={setNotice} />
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={create}
              sx={{ flex: { xs: '1 1 100%', sm: 'none' } }}
            >
              {t.newUser}
            </Button>
          </Box>
        }
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t.searchPlaceholder}
          label={t.searchLabel}
          maxWidth={520}
        />
      </Box>
      {users.error ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void users.reload()}>
              {t.retry}
            </Button>
          }
          sx={{ borderRadius: 2 }}
        >
          {describeUserFailure(t.loadError, users.error)}
        </Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem', mb: 2, minHeight: '1.5em' }}>
            {total > 0 && t.shown(users.shown.length, total)}
          </Typography>
          {users.all && users.shown.length === 0 ? (
            <UsersEmptyState filtered={filtered && total > 0} onCreate={create} onClear={() => setSearch('')} />
          ) : (
            <DataTable
              label={t.listLabel}
              columns={columns}
              rows={users.shown}
              rowKey={(user) => user.id}
              loading={users.loading}
            />
          )}
        </>
      )}
      <UserFormDialog
        open={form.open}
        user={form.user}
        selfId={session.userId}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={confirm.open}
        title={t.confirmDelete.title}
        confirmLabel={t.confirmDelete.confirm}
        cancelLabel={t.confirmDelete.cancel}
        onConfirm={() => confirm.user && void remove(confirm.user)}
        onCancel={() => setConfirm((current) => ({ ...current, open: false }))}
        destructive
      >
        {confirm.user && t.confirmDelete.text(confirm.user.name, confirm.user.email)}
      </ConfirmDialog>
    </>
  );
}

/** No row to show: no account yet (an invitation to create one), or none matching the search (a way back). */
function UsersEmptyState({
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
    : ([t.empty, PeopleOutlined, onCreate] as const);
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

/** The account column: initials, the name (with 'Você' on your own row) and the e-mail under it. */
function UserIdentity({ user, self }: { user: DashboardUser; self: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        aria-hidden
        sx={{
          // Phones list cards: the name and e-mail need the room more than the initials.
          display: { xs: 'none', sm: 'flex' },
          width: 36,
          height: 36,
          fontSize: '0.9rem',
          bgcolor: user.role === 'ADMIN' ? 'secondary.main' : 'primary.light',
        }}
      >
        {initials(user.name) || <PersonOutlined fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit', overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          {self && <Chip label={t.you} size="small" variant="outlined" sx={{ height: 20, fontSize: '0.75rem' }} />}
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.85em', overflowWrap: 'anywhere' }}>
          <EmailAddress email={user.email} />
        </Typography>
      </Box>
    </Box>
  );
}

/** An address that may wrap after its '@' before it breaks mid-word (narrow cards). */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
