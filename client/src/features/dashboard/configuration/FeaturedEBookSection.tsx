import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { RecipePicker, type PickerOption } from './RecipePicker';
import { memo } from 'react';

const t = messages.dashboardConfiguration.sections.ebook;

interface FeaturedEBookSectionProps {
  ebooks: readonly PickerOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The e-book announced on the home page: one at most; choosing the chosen one again clears it. */
function FeaturedEBookSectionView({ ebooks, value, onChange }: FeaturedEBookSectionProps) {
  return (
    <ConfigurationCard name="ebook" icon={MenuBookOutlined} title={t.title} hint={t.hint}>
      <RecipePicker
        label={t.title}
        options={ebooks}
        selected={value === null ? [] : [value]}
        onToggle={(id) => onChange(id === value ? null : id)}
        single
        searchable={ebooks.length > 6}
        emptyText={t.empty}
      />
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const FeaturedEBookSection = memo(FeaturedEBookSectionView);
