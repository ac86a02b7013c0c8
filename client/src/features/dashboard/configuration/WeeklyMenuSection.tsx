import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as messages from '../../../messages/pt-BR';
import { FallbackImage } from '../components/FallbackImage';
import { ConfigurationCard } from './ConfigurationCard';
import { WEEKDAYS, pickerDescription, type Weekday } from './configuration-form';
import type { PickerOption } from './RecipePicker';
import { memo } from 'react';

const t = messages.dashboardConfiguration.sections.weekly;

interface WeeklyMenuSectionProps {
  recipes: readonly PickerOption[];
  value: Record<Weekday, number | null>;
  onChange: (day: Weekday, id: number | null) => void;
}

/** The home page's weekly dessert menu: one recipe for each weekday, Monday to Friday, each clearable. */
function WeeklyMenuSectionView({ recipes, value, onChange }: WeeklyMenuSectionProps) {
  return (
    <ConfigurationCard name="weekly" icon={CalendarMonthOutlined} title={t.title} hint={t.hint}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {WEEKDAYS.map((day) => (
          <DayPicker key={day} day={day} recipes={recipes} value={value[day]} onChange={(id) => onChange(day, id)} />
        ))}
      </Box>
    </ConfigurationCard>
  );
}

interface DayPickerProps {
  day: Weekday;
  recipes: readonly PickerOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}

function DayPicker({ day, recipes, value, onChange }: DayPickerProps) {
  const chosen = recipes.find((recipe) => recipe.id === value) ?? null;
  return (
    <Autocomplete
      options={recipes}
      value={chosen}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={t.noOptions}
      clearText={t.clear(t.days[day])}
      openText={t.open}
      closeText={t.close}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <FallbackImage
            src={option.image}
            alt=""
            placeholderLabel={messages.dashboardConfiguration.picker.imageMissing}
            icon={<RestaurantOutlined sx={{ fontSize: 18, color: 'primary.light' }} />}
            sx={{ width: 48, height: 36, borderRadius: 1 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontSize: '0.93rem', fontWeight: 600 }}>{option.title}</Typography>
            {option.description && (
              <Typography variant="body2" color="text.secondary">
                {pickerDescription(option.description)}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.days[day]}
          placeholder={t.placeholder}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: chosen ? (
                <FallbackImage
                  src={chosen.image}
                  alt=""
                  placeholderLabel={messages.dashboardConfiguration.picker.imageMissing}
                  icon={<RestaurantOutlined sx={{ fontSize: 16, color: 'primary.light' }} />}
                  sx={{ width: 36, height: 28, borderRadius: 1, ml: 0.5 }}
                />
              ) : undefined,
            },
          }}
        />
      )}
    />
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const WeeklyMenuSection = memo(WeeklyMenuSectionView);
