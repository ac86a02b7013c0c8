import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import * as messages from '../../messages/pt-BR';
import type { GroupKey } from './filter-groups';

export interface ChosenFilter {
  key: GroupKey;
  label: string;
}

/** 'YOU'RE SEARCHING FOR:' and a removable chip per chosen filter, or 'No filters selected'. */
export function SelectedFilters({
  chosen,
  onRemove,
  onClear,
}: {
  chosen: ChosenFilter[];
  onRemove: (key: GroupKey) => void;
  onClear: () => void;
}) {
  const t = messages.filter;
  return (
    <Box
      component="section"
      aria-labelledby="searching-for"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 40 }}
    >
      <Typography
        id="searching-for"
        variant="h6"
        component="h2"
        sx={{ fontSize: '0.8rem', letterSpacing: '0.12em', color: 'text.secondary', mr: 1 }}
      >
        {t.searchingFor}
      </Typography>
      {chosen.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t.noFilters}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ display: 'contents', listStyle: 'none' }}>
            {chosen.map((filter) => (
              <li key={filter.key}>
                <Chip
                  label={filter.label}
                  color="primary"
                  variant="outlined"
                  aria-label={t.remove(filter.label)}
                  onClick={() => onRemove(filter.key)}
                  onDelete={() => onRemove(filter.key)}
                  sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
                />
              </li>
            ))}
          </Box>
          <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
            {t.clear}
          </Button>
        </>
      )}
    </Box>
  );
}
