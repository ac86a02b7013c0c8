import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { SearchPrefill } from '../../lib/search-drawer';
import * as messages from '../../messages/pt-BR';
import { SEARCH_FOCUS_DELAY_MS } from './search-constants';

const t = messages.search;

/**
 * The global search drawer from the right. For now a placeholder with the search field; the search feature fills in
 * suggestions and results. Escape and the backdrop close it; the body does not scroll while it is open.
 */
export function SearchDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
  /** results another screen hands over (the recipe page's similar recipes) */
  prefill?: SearchPrefill;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': t.title, sx: { width: { xs: '100%', sm: 440 }, bgcolor: 'background.default' } },
      }}
    >
      {/* Mounted only while open, so closing resets the query. */}
      <SearchPanel onClose={onClose} />
    </Drawer>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, pt: 2.5, pb: 1 }}>
        <Typography variant="h4" component="h2">
          {t.title}
        </Typography>
        <IconButton aria-label={t.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ px: 3, pb: 3 }}>
        <TextField
          inputRef={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.placeholder}
          fullWidth
          type="search"
          autoComplete="off"
          slotProps={{
            htmlInput: { 'aria-label': t.title },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              sx: { borderRadius: 999, bgcolor: 'background.paper', pl: 2 },
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 4, pb: 8, textAlign: 'center' }}>
        <Box>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(181,83,47,0.1)',
              color: 'primary.main',
            }}
          >
            <RestaurantMenuIcon fontSize="large" aria-hidden />
          </Box>
          <Typography variant="h4" component="p" sx={{ mb: 1 }}>
            {t.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{t.emptyText}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
