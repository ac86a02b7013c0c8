import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { MAX_CREATOR_BIO, MAX_CREATOR_NAME, type ImageDraft } from './configuration-form';
import { HelperWithCount } from './HelperWithCount';
import { ImageDraftField } from './ImageDraftField';
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
  const hasPhoto = Boolean(value.photo.url || value.photo.file);
  return (
    <ConfigurationCard name="creator" icon={PersonOutlineRounded} title={t.title} hint={t.hint}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <ImageDraftField
          id="config-creator.photoUrl"
          label={t.photo}
          value={value.photo}
          onChange={(photo) => onChange({ photo })}
          chooseText={t.choosePhoto}
          replaceText={t.replacePhoto}
          pendingText={t.photoPending}
          frameSx={{ width: 88, height: 88, borderRadius: '50%' }}
          error={errors['creator.photoUrl']}
          extra={
            hasPhoto && (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => onChange({ photo: { url: '', file: null, preview: null } })}
                sx={{ color: 'text.secondary' }}
              >
                {t.removePhoto}
              </Button>
            )
          }
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
              max={MAX_CREATOR_NAME}
              count={t.counter(value.name.trim().length, MAX_CREATOR_NAME)}
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
              max={MAX_CREATOR_BIO}
              count={t.counter(value.bio.trim().length, MAX_CREATOR_BIO)}
            />
          }
        />
      </Box>
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const CreatorSection = memo(CreatorSectionView);
