import SearchIcon from '@mui/icons-material/Search';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { useSearchDrawer } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';

const t = messages.home;

const Band = styled('section')(({ theme }) => ({
  marginBlock: theme.spacing(3),
  padding: theme.spacing(4, 2.5),
  borderRadius: 28,
  textAlign: 'center',
  backgroundColor: '#fbefe6',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(6, 8) },
}));

const Title = styled('h2')(({ theme }) => ({
  ...theme.typography.h2,
  margin: 0,
  fontSize: '1.6rem',
  [theme.breakpoints.up('md')]: { fontSize: '2rem' },
}));

const Text = styled('p')(({ theme }) => ({ margin: theme.spacing(1, 0, 3), color: theme.palette.text.secondary }));

// Looks like a search box; it is a button that opens the site's search drawer (the box where readers type).
const Opener = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 560,
  height: 56,
  margin: '0 auto',
  padding: theme.spacing(0, 3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  font: 'inherit',
  fontSize: '1rem',
  cursor: 'text',
  '&:hover': { borderColor: theme.palette.primary.main },
}));

/** 'O que vamos cozinhar hoje?': opens the global search drawer, like the header's search button. */
export function SearchSection() {
  const drawer = useSearchDrawer();
  const headingId = useId();
  return (
    <Container maxWidth="lg">
      <Band aria-labelledby={headingId}>
        <Title id={headingId}>{t.searchTitle}</Title>
        <Text>{t.searchText}</Text>
        <Opener
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawer.isOpen}
          onClick={() => drawer.open()}
          onPointerEnter={drawer.preload}
          onFocus={drawer.preload}
        >
          <SearchIcon aria-hidden />
          {t.searchPlaceholder}
        </Opener>
      </Band>
    </Container>
  );
}
