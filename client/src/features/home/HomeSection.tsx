import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export const Section = styled('section')(({ theme }) => ({
  paddingBlock: theme.spacing(4),
  [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(6) },
}));

export const Title = styled('h2')(({ theme }) => ({
  ...theme.typography.h2,
  margin: 0,
  fontSize: '1.6rem',
  '&[data-alone]': { marginBottom: theme.spacing(3) }, // no subtitle under it
  [theme.breakpoints.up('md')]: { fontSize: '2rem' },
}));

export const Subtitle = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 3),
  color: theme.palette.text.secondary,
  '[aria-roledescription] &': { marginBottom: 0 }, // beside the carousel's arrows
}));

/** One titled section of the home page, in the page's width. */
export function HomeSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container maxWidth="lg">
        <Title id={headingId} data-alone={subtitle ? undefined : ''}>
          {title}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {typeof children === 'function' ? children(headingId) : children}
      </Container>
    </Section>
  );
}
