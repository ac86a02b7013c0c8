import { useQuery } from '@apollo/client/react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { downloadNewsletterExport, NEWSLETTER_FILE, NewsletterExportError } from './newsletter-export';
import { NewsletterSubscriberCountQuery } from './users-operations';

const t = messages.dashboardUsers;

export interface ExportOutcome {
  severity: 'success' | 'error';
  text: string;
}

/**
 * 'Exportar Newsletter' (spec §2, §7): downloads newsletter_emails.xlsx with the admin's token. The text beside it
 * says how many addresses the file holds, when the server could tell.
 */
export function NewsletterExportButton({ onOutcome }: { onOutcome: (outcome: ExportOutcome) => void }) {
  const countId = useId();
  const { data } = useQuery(NewsletterSubscriberCountQuery, { fetchPolicy: 'cache-and-network' });
  const [exporting, setExporting] = useState(false);
  const count = data?.newsletterSubscriberCount;

  const exportFile = async () => {
    setExporting(true);
    try {
      await downloadNewsletterExport();
      onOutcome({ severity: 'success', text: t.newsletter.exported(NEWSLETTER_FILE) });
    } catch (error) {
      const reason = error instanceof NewsletterExportError ? error.message : t.unexpected;
      onOutcome({ severity: 'error', text: t.withMessage(t.newsletter.exportError, reason) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: 'none' } }}
    >
      {count !== undefined && (
        <Typography
          id={countId}
          color="text.secondary"
          sx={{ fontSize: '0.9rem', whiteSpace: 'nowrap', flex: { xs: '1 1 100%', sm: 'none' } }}
        >
          {t.newsletter.subscribers(count)}
        </Typography>
      )}
      <Button
        variant="outlined"
        onClick={() => void exportFile()}
        disabled={exporting}
        aria-describedby={count === undefined ? undefined : countId}
        startIcon={exporting ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlined />}
        sx={{ bgcolor: 'background.paper', flex: { xs: 1, sm: 'none' } }}
      >
        {exporting ? t.newsletter.exporting : t.newsletter.export}
      </Button>
    </Box>
  );
}
