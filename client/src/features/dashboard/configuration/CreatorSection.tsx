import { CONFIGURATION_BOUNDS } from '@receitas/shared';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import type { ImageDraft } from './configuration-form';
import { HelperWithCount } from './HelperWithCount';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { imageChoiceOf, imageDraftOf } from './image-draft-choice';
import { memo } from 'react';

const t = messages.dashboardConfiguration.sections.creator;

export interface CreatorValue {
  name: string;
  bio: string;
  photo: ImageDraft;
}

interface CreatorSectionProps {
  value: CreatorValue;
  onChange: (change: Partial<CreatorValue>) => void;
  errors: Record<string, string>;
}

/** The author box under every recipe (and the home page's founder section): photo, name and a short bio. */
function CreatorSectionView({ value, onChange, errors }: CreatorSectionProps) {
  return (
    <ConfigurationCard name="creator" icon={PersonOutlineRounded} title={t.title} hint={t.hint}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <ImagePickerField
          upload="on-save"
          id="config-creator.photoUrl"
          label={t.photo}
          previewAlt={t.photo}
          value={imageChoiceOf(value.photo)}
          onChange={(choice) => onChange({ photo: imageDraftOf(choice, value.photo, 'medium') })}
          texts={{ choose: t.choosePhoto, replace: t.replacePhoto, remove: t.removePhoto }}
          fit="contain"
          frame={{ width: 88, height: 88, aspectRatio: 'auto', borderRadius: '50%' }}
          error={errors['creator.photoUrl']}
          library
        />
        <TextField
          id="config-creator.name"
          label={t.name}
          value={value.name}
          onChange={(event) => onChange({ name: event.target.value })}
          size="small"
          fullWidth
          error={Boolean(errors['creator.name'])}
          helperText={
            <HelperWithCount
              text={errors['creator.name']}
              used={value.name.trim().length}
              max={CONFIGURATION_BOUNDS.creatorName}
              count={t.counter(value.name.trim().length, CONFIGURATION_BOUNDS.creatorName)}
            />
          }
        />
        <TextField
          id="config-creator.bio"
          label={t.bio}
          value={value.bio}
          onChange={(event) => onChange({ bio: event.target.value })}
          multiline
          minRows={4}
          fullWidth
          error={Boolean(errors['creator.bio'])}
          helperText={
            <HelperWithCount
              text={errors['creator.bio']}
              used={value.bio.trim().length}
              max={CONFIGURATION_BOUNDS.creatorBio}
              count={t.counter(value.bio.trim().length, CONFIGURATION_BOUNDS.creatorBio)}
            />
          }
        />
      </Box>
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const CreatorSection = memo(CreatorSectionView);
