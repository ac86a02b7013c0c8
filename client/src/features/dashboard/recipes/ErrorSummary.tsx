import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import * as messages from '../../../messages/pt-BR';
import { fieldId, type FormErrors } from './recipe-form-model';

/** Moves the focus to a field (and shows it): the error summary's links and a failed submit use it. */
export function focusField(path: string): void {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** The problems of the last attempt to save, each a link to its field. */
export function ErrorSummary({ errors }: { errors: FormErrors }) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{messages.recipeForm.summaryTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map(([path, message]) => (
          <li key={path}>
            <Link
              href={`#${fieldId(path)}`}
              color="inherit"
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
