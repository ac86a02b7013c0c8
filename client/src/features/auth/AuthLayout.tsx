import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { Seo } from '../../components/Seo';
import { useAdFreeDocument } from '../../lib/ad-free-document';
import * as messages from '../../messages/pt-BR';
import { BenefitsPanel } from './BenefitsPanel';

interface AuthLayoutProps {
  /** the browser tab's name and the canonical path */
  pageTitle: string;
  path: string;
  title: string;
  subtitle: string;
  /** the form */
  children: ReactNode;
  /** the line under the form that leads to the other auth screen */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  /** why the reader was sent here (a guest who tried to comment), shown above the form */
  notice?: string | null;
}

/**
 * Login and register frame: the form card beside the benefits panel; stacked on small screens. Never in a document
 * that runs the advertising script.
 */
export function AuthLayout({
  pageTitle,
  path,
  title,
  subtitle,
  children,
  switchPrompt,
  switchLabel,
  switchTo,
  notice,
}: AuthLayoutProps) {
  useAdFreeDocument();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 2, sm: 4, md: 6 }, pt: { xs: 3, md: 4 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.25,
            alignSelf: 'flex-start',
            color: 'text.primary',
          }}
        >
          <Box component="img" src="/favicon.svg" alt="" width={36} height={36} />
          <Typography variant="h3" component="span" sx={{ fontWeight: 700, fontSize: '1.35rem' }}>
            {messages.site.name}
          </Typography>
        </Link>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', py: { xs: 3, md: 6 } }}
        >
          <Card sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4.5 }, borderRadius: 2 }}>
            <Seo title={pageTitle} path={path} />
            <meta name="robots" content="noindex" />
            <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.2rem' }, mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3.5 }}>
              {subtitle}
            </Typography>
            {notice && (
              <Alert severity="info" role="status" sx={{ mb: 3 }}>
                {notice}
              </Alert>
            )}
            {children}
            <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              {switchPrompt}{' '}
              <Link component={RouterLink} to={switchTo} sx={{ fontWeight: 600 }}>
                {switchLabel}
              </Link>
            </Typography>
          </Card>
        </Box>
      </Box>
      <BenefitsPanel />
    </Box>
  );
}
