import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { formatSiteDateTime } from '../../../lib/site-time';
import * as messages from '../../../messages/pt-BR';
import type { DashboardContact } from './use-dashboard-contacts';

const t = messages.dashboardContacts;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** Every field of one message (spec §4 "Contacts"): opened with 'Ver Detalhes', cleared on close. */
export function ContactDetailsDialog({ contact, onClose }: { contact: DashboardContact | null; onClose: () => void }) {
  const name = contact ? `${contact.nome} ${contact.sobrenome}`.trim() : '';
  return (
    <Modal
      open={Boolean(contact)}
      onClose={onClose}
      title={t.dialogTitle}
      maxWidth="34rem"
      actions={
        contact && (
          <>
            <Button onClick={onClose}>{t.close}</Button>
            <Button
              variant="contained"
              startIcon={<MailOutlineRounded />}
              href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.assunto}`)}`}
            >
              {t.replyByEmail}
            </Button>
          </>
        )
      }
    >
      {contact && (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '8.5rem minmax(0, 1fr)' },
              alignItems: 'baseline',
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1.25 },
              '& dd': { mb: { xs: 1.25, sm: 0 } },
            }}
          >
            <Field label={t.fields.name}>{name}</Field>
            <Field label={t.fields.email}>
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Field>
            <Field label={t.fields.phone}>
              <Link href={`tel:${contact.telefone.replace(/[^\d+]/g, '')}`}>{contact.telefone}</Link>
            </Field>
            <Field label={t.fields.company}>
              {contact.empresa || (
                <Typography component="span" color="text.secondary">
                  {t.noCompany}
                </Typography>
              )}
            </Field>
            <Field label={t.fields.subject}>{contact.assunto}</Field>
            <Field label={t.fields.receivedAt}>{formatSiteDateTime(contact.createdAt)}</Field>
          </Box>
          <Typography
            component="h3"
            sx={{ mt: 2.5, mb: 1, color: 'text.secondary', fontSize: '0.85rem', fontWeight: 600 }}
          >
            {t.fields.message}
          </Typography>
          <Box
            data-testid="contact-message"
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'background.default',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              lineHeight: 1.6,
            }}
          >
            {contact.mensagem}
          </Box>
        </>
      )}
    </Modal>
  );
}
