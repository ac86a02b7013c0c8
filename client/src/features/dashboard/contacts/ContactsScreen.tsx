import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { ContactDetailsDialog } from './ContactDetailsDialog';
import { useDashboardContacts, type DashboardContact } from './use-dashboard-contacts';

const t = messages.dashboardContacts;
const fullName = (contact: DashboardContact) => `${contact.nome} ${contact.sobrenome}`.trim();

/** /dashboard/contacts (spec §2 "Dashboard contacts"): the messages, unread ones marked, and their details. */
export function ContactsScreen() {
  const contacts = useDashboardContacts();
  // The opened message's id: the modal shows its cached copy, which turns read in place.
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = contacts.all?.find((contact) => contact.id === openId) ?? null;

  const open = (contact: DashboardContact) => {
    setOpenId(contact.id);
    if (!contact.readAt) void contacts.markRead(contact.id);
  };

  const columns: DataTableColumn<DashboardContact>[] = [
    {
      key: 'name',
      header: t.columns.sender,
      type: 'text',
      value: (contact) => <ContactName contact={contact} />,
    },
    {
      key: 'subject',
      header: t.columns.subject,
      type: 'text',
      value: (contact) => <Box sx={{ minWidth: 150 }}>{contact.assunto}</Box>,
    },
    { key: 'date', header: t.columns.date, type: 'date', value: (contact) => contact.createdAt },
    {
      key: 'status',
      header: t.columns.status,
      type: 'badge',
      value: (contact) => (contact.readAt ? { label: t.read } : { label: t.unread, tone: 'primary' }),
    },
    {
      key: 'details',
      header: t.columns.details,
      type: 'actions',
      actions: (contact) => [
        { label: t.detailsOf(fullName(contact)), icon: <VisibilityOutlined />, onClick: () => open(contact) },
      ],
    },
  ];

  const unread = contacts.all?.filter((contact) => !contact.readAt).length ?? 0;
  return (
    <>
      <DashboardPageHeader title={messages.dashboard.sections.contacts.title} />
      {contacts.failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void contacts.reload()}>
              {t.retry}
            </Button>
          }
          sx={{ borderRadius: 2 }}
        >
          {t.loadError}
        </Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ fontSize: '0.9rem', mb: 2 }}>
            {contacts.all?.length ? t.shown(contacts.all.length, unread) : ''}
          </Typography>
          {contacts.all && contacts.all.length === 0 ? (
            <EmptyState icon={ContactMailOutlined} title={t.empty} text={t.emptyText} />
          ) : (
            <DataTable
              label={t.listLabel}
              columns={columns}
              rows={contacts.all}
              rowKey={(contact) => contact.id}
              loading={contacts.loading}
            />
          )}
        </>
      )}
      <ContactDetailsDialog contact={opened} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The sender and their address; the name in bold while the message is unread. */
function ContactName({ contact }: { contact: DashboardContact }) {
  return (
    <Box sx={{ minWidth: 150, maxWidth: 240 }}>
      <Box sx={{ fontWeight: contact.readAt ? 500 : 700 }}>{fullName(contact)}</Box>
      {/* a long address is cut here; the details show it whole */}
      <Box
        title={contact.email}
        sx={{
          color: 'text.secondary',
          fontSize: '0.85em',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {contact.email}
      </Box>
    </Box>
  );
}
