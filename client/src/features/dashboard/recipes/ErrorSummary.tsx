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

/**
 * A problem as the summary says it: the field's own name first where its message does not say it (a nutrition
 * field's 'Informe um número…' is about one of six numbers).
 */
function summaryText(path: string, message: string): string {
  const nutrient = /^nutrition\.(\w+)$/.exec(path)?.[1] as keyof typeof messages.recipeForm.nutrition | undefined;
  const label = nutrient && nutrient !== 'help' ? messages.recipeForm.nutrition[nutrient] : null;
  return label ? `${label}: ${message}` : message;
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
              {summaryText(path, message)}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
