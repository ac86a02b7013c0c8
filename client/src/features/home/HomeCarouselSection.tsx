import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Carousel } from '../../components/Carousel';
import { Section, Subtitle, Title } from './HomeSection';

/** A home page carousel: its title and subtitle sit beside the arrows; the carousel is the section (named by it). */
export function HomeCarouselSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Section as="div">
      <Container maxWidth="lg">
        <Carousel
          label={title}
          heading={
            <>
              <Title>{title}</Title>
              {subtitle && <Subtitle>{subtitle}</Subtitle>}
            </>
          }
        >
          {children}
        </Carousel>
      </Container>
    </Section>
  );
}
