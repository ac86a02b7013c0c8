import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Ref } from 'react';
import { focusField } from './focus-field';

/** One problem of the form: the id of the field that fixes it, and the sentence that says it. */
export interface SummaryEntry {
  id: string;
  text: string;
}

interface ErrorSummaryProps {
  /** what went wrong, as a whole ('Corrija estes pontos…', or the failed write's message) */
  title: string;
  /** the server's or the upload's own explanation of it, when it gave one */
  detail?: string;
  entries: readonly SummaryEntry[];
  onClose?: () => void;
  alertRef?: Ref<HTMLDivElement>;
}

/** Why the form was not saved: one alert with the reason and every wrong field, each a link that focuses it. */
export function ErrorSummary({ title, detail, entries, onClose, alertRef }: ErrorSummaryProps) {
  return (
    <Alert ref={alertRef} severity="error" role="alert" onClose={onClose}>
      <AlertTitle sx={{ mb: entries.length || detail ? 0.5 : 0 }}>{title}</AlertTitle>
      {detail && (
        <Box component="span" sx={{ display: 'block' }}>
          {detail}
        </Box>
      )}
      {entries.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entries.map((entry, index) => (
            // two problems may be about one field (two rows of a list)
            <li key={`${index}:${entry.id}`}>
              <Link
                href={`#${entry.id}`}
                color="inherit"
                underline="always"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(entry.id);
                }}
              >
                {entry.text}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
