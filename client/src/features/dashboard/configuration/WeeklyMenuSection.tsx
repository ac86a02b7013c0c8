import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import { memo } from 'react';
import * as messages from '../../../messages/pt-BR';
import { RecipeAutocomplete } from '../components/RecipeAutocomplete';
import { ConfigurationCard } from './ConfigurationCard';
import { WEEKDAYS, type Weekday } from './configuration-form';

const t = messages.dashboardConfiguration.sections.weekly;

interface WeeklyMenuSectionProps {
  value: Record<Weekday, number | null>;
  onChange: (day: Weekday, id: number | null) => void;
}

/** The home page's weekly dessert menu: one recipe for each weekday, Monday to Friday, each clearable. */
function WeeklyMenuSectionView({ value, onChange }: WeeklyMenuSectionProps) {
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
          <RecipeAutocomplete
            key={day}
            label={t.days[day]}
            placeholder={t.placeholder}
            noOptionsText={t.noOptions}
            clearText={t.clear(t.days[day])}
            openText={t.open}
            closeText={t.close}
            value={value[day]}
            onChange={(id) => onChange(day, id)}
          />
        ))}
      </Box>
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const WeeklyMenuSection = memo(WeeklyMenuSectionView);
