import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { FallbackImage } from '../components/FallbackImage';
import { pickerDescription } from '../components/recipe-options';

const t = messages.dashboardConfiguration.picker;

/** One choice of a picker: a recipe or an e-book. */
export interface PickerOption {
  id: number;
  title: string;
  /** cut to 50 characters + '...' when shown */
  description: string;
  image: string | null;
  /** a short mark beside the title, e.g. "Rascunho" */
  badge?: string;
}

interface RecipePickerProps {
  /** names the list for screen readers */
  label: string;
  options: readonly PickerOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** with `single`, choosing one replaces the other (the e-book) */
  single?: boolean;
  /** once this many are chosen the others cannot be */
  max?: number;
  /** offer a search box (lists that can be long) */
  searchable?: boolean;
  /** the search is the caller's (on the server): the box reports what is typed and the options are the answer */
  onSearch?: (text: string) => void;
  /** the caller's search is under way */
  searching?: boolean;
  emptyText?: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A toggle list of recipes (or e-books) with a photo, the title and the description cut to 50 characters (spec §2
 * "Dashboard configurations"); a search box narrows it by title or description.
 */
export function RecipePicker({
  label,
  options,
  selected,
  onToggle,
  single,
  max,
  searchable,
  onSearch,
  searching = false,
  emptyText = t.empty,
}: RecipePickerProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const query = fold(search.trim());
    if (!query || onSearch) return options;
    return options.filter((option) => fold(`${option.title} ${option.description}`).includes(query));
  }, [options, search, onSearch]);
  const full = max !== undefined && selected.length >= max;

  return (
    <Box sx={{ minWidth: 0 }}>
      {(searchable || onSearch) && (
        <TextField
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            onSearch?.(event.target.value);
          }}
          placeholder={t.searchPlaceholder}
          size="small"
          fullWidth
          sx={{ mb: 1.5 }}
          slotProps={{
            htmlInput: { 'aria-label': `${t.search}: ${label}` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={searching || undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0.75,
          display: 'grid',
          gap: 0.5,
          maxHeight: 392,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
      >
        {shown.length === 0 && !searching && (
          <Typography component="li" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        )}
        {shown.map((option) => {
          const chosen = selected.includes(option.id);
          return (
            <li key={option.id}>
              <PickerRow
                option={option}
                chosen={chosen}
                disabled={!chosen && !single && full}
                onToggle={() => onToggle(option.id)}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

interface PickerRowProps {
  option: PickerOption;
  chosen: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function PickerRow({ option, chosen, disabled, onToggle }: PickerRowProps) {
  const Mark = chosen ? CheckCircleRounded : RadioButtonUncheckedRounded;
  return (
    <ButtonBase
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={chosen}
      sx={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        pr: 1.5,
        borderRadius: 1.5,
        textAlign: 'left',
        border: 1,
        borderColor: chosen ? 'primary.main' : 'transparent',
        bgcolor: (theme) => (chosen ? alpha(theme.palette.primary.main, 0.08) : 'background.paper'),
        opacity: disabled ? 0.5 : 1,
        transition: 'background-color 150ms, border-color 150ms',
        '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, chosen ? 0.12 : 0.04) },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <FallbackImage
        src={option.image}
        alt=""
        placeholderLabel={t.imageMissing}
        icon={<RestaurantOutlined sx={{ fontSize: 22, color: 'primary.light' }} />}
        sx={{ width: 64, height: 48, borderRadius: 1.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
            {option.title}
          </Typography>
          {option.badge && <Chip size="small" label={option.badge} sx={{ height: 20, fontSize: '0.72rem' }} />}
        </Box>
        {option.description && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {pickerDescription(option.description)}
          </Typography>
        )}
      </Box>
      <Mark aria-hidden sx={{ color: chosen ? 'primary.main' : 'text.disabled', flexShrink: 0 }} />
    </ButtonBase>
  );
}
