import { CONFIGURATION_BOUNDS } from '@receitas/shared';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { moved } from './configuration-form';
import { RecipePicker, type PickerOption } from './RecipePicker';
import { memo, useMemo, useState } from 'react';
import type { RecipeOption } from '../components/recipe-options';
import { useChosenRecipes, useRecipeSearch } from '../components/use-recipe-options';

const t = messages.dashboardConfiguration.sections.featured;
const picker = messages.dashboardConfiguration.picker;

interface FeaturedRecipesSectionProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const pickerOption = (recipe: RecipeOption): PickerOption => ({
  id: recipe.id,
  title: recipe.title,
  description: recipe.description,
  image: recipe.image,
  badge: picker.status[recipe.status],
});

/**
 * The home hero's recipes: a toggle list to choose them (the newest, or the server's best matches for a search), and
 * their order (the first is the large card).
 */
function FeaturedRecipesSectionView({ value, onChange, error }: FeaturedRecipesSectionProps) {
  const [search, setSearch] = useState('');
  const found = useRecipeSearch(search);
  const chosen = useChosenRecipes(value);
  const options = useMemo(() => found.options.map(pickerOption), [found.options]);
  const toggle = (id: number) => {
    const option = found.options.find((recipe) => recipe.id === id);
    if (option) chosen.remember([option]);
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  };
  return (
    <ConfigurationCard name="featured" icon={StarOutlineRounded} title={t.title} hint={t.hint}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <RecipePicker
          label={t.title}
          options={options}
          selected={value}
          onToggle={toggle}
          max={CONFIGURATION_BOUNDS.featuredRecipes}
          onSearch={setSearch}
          searching={found.loading && options.length === 0}
          emptyText={found.failed ? messages.dashboard.recipePicker.failed : undefined}
        />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
              {t.chosen}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {picker.count(value.length, CONFIGURATION_BOUNDS.featuredRecipes)}
            </Typography>
          </Box>
          {error && (
            <Typography variant="body2" color="error" role="alert" sx={{ mb: 1 }}>
              {error}
            </Typography>
          )}
          {value.length === 0 ? (
            <Typography
              color="text.secondary"
              variant="body2"
              sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}
            >
              {t.chosenEmpty}
            </Typography>
          ) : (
            <Box
              component="ol"
              aria-label={t.chosen}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
            >
              {value.map((id, index) => {
                const known = chosen.known.get(id);
                const title =
                  known?.title ??
                  (known === null
                    ? messages.dashboard.recipePicker.missingTitle
                    : messages.dashboard.recipePicker.loadingTitle);
                return (
                  <Box
                    component="li"
                    key={id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      pl: 1.5,
                      pr: 0.5,
                      py: 0.5,
                      border: 1,
                      borderColor: index === 0 ? 'primary.main' : 'divider',
                      borderRadius: 2,
                      bgcolor: 'background.paper',
                    }}
                  >
                    <Typography
                      component="span"
                      sx={{
                        fontWeight: 700,
                        color: 'text.secondary',
                        minWidth: '1.5em',
                        fontSize: '0.93rem',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {index + 1}.
                    </Typography>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography component="span" sx={{ fontSize: '0.93rem', overflowWrap: 'anywhere' }}>
                        {title}
                      </Typography>
                      {index === 0 && (
                        <Chip
                          size="small"
                          color="primary"
                          label={t.hero}
                          sx={{ ml: 1, height: 20, fontSize: '0.72rem' }}
                        />
                      )}
                    </Box>
                    <IconButton
                      size="small"
                      onClick={() => onChange(moved(value, index, -1))}
                      disabled={index === 0}
                      aria-label={t.moveUp(title)}
                    >
                      <ArrowUpwardRounded fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      onClick={() => onChange(moved(value, index, 1))}
                      disabled={index === value.length - 1}
                      aria-label={t.moveDown(title)}
                    >
                      <ArrowDownwardRounded fontSize="small" />
                    </IconButton>
                    <IconButton size="small" onClick={() => toggle(id)} aria-label={t.remove(title)}>
                      <CloseRounded fontSize="small" />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      </Box>
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const FeaturedRecipesSection = memo(FeaturedRecipesSectionView);
