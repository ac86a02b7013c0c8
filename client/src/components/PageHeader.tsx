import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** small line above the title */
  kicker: string;
  title: string;
  intro: string;
  centered?: boolean;
  /** e.g. an italic title */
  italic?: boolean;
  /** below the intro, e.g. a button */
  children?: ReactNode;
}

/** The warm band that opens a listing page: kicker, title (the page's h1) and an intro paragraph. */
export function PageHeader({ kicker, title, intro, centered = false, italic = false, children }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ bgcolor: '#f5ebe0', borderBottom: '1px solid', borderColor: 'divider' }}>
      <Container
        maxWidth={centered ? 'md' : 'lg'}
        sx={{ py: { xs: 5, md: 8 }, textAlign: centered ? 'center' : 'left' }}
      >
        <Typography variant="overline" color="primary.dark" component="p">
          {kicker}
        </Typography>
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: '2.3rem', md: italic ? '4rem' : '3.2rem' },
            fontStyle: italic ? 'italic' : 'normal',
            my: 1.5,
          }}
        >
          {title}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.7, maxWidth: centered ? 'none' : 680 }}
        >
          {intro}
        </Typography>
        {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      </Container>
    </Box>
  );
}
