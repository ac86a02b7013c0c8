import { CONFIGURATION_BOUNDS } from '@receitas/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useState } from 'react';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { newPartnership, type PartnershipDraft } from './configuration-form';
import { ImagePickerField } from '../form-kit/ImagePickerField';
import { imageChoiceOf, imageDraftOf } from './image-draft-choice';

const t = messages.dashboardConfiguration.sections.partnerships;

/** Applies a change to the current list; `fields` are the errors it answers (all the section's when omitted). */
export type PartnershipsChange = (
  change: (partnerships: readonly PartnershipDraft[]) => PartnershipDraft[],
  fields?: string[],
) => void;

interface PartnershipsSectionProps {
  value: readonly PartnershipDraft[];
  onChange: PartnershipsChange;
  errors: Record<string, string>;
}

const ERROR_FIELD = { name: 'name', websiteUrl: 'website_url', logo: 'image_url' } as const;

/** The partner brands on /about: add one (empty, placeholder logo), edit its name, site and logo, remove it. */
function PartnershipsSectionView({ value, onChange, errors }: PartnershipsSectionProps) {
  // Changes apply to the list as it is then (a logo's preview is read after later keystrokes may have landed).
  const edit = (key: string, index: number, change: Partial<Omit<PartnershipDraft, 'key'>>) =>
    onChange(
      (list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)),
      (Object.keys(change) as (keyof typeof ERROR_FIELD)[]).map((f) => `partnerships[${index}].${ERROR_FIELD[f]}`),
    );
  const [added, setAdded] = useState<string | null>(null);
  const add = () => {
    const partner = newPartnership();
    onChange((list) => [...list, partner]);
    setAdded(partner.key);
  };
  useEffect(() => {
    // A new partnership lands at the end of the list: bring it into view, ready for its name.
    if (!added) return;
    const index = value.findIndex((p) => p.key === added);
    const name = index >= 0 ? document.getElementById(`config-partnerships[${index}].name`) : null;
    if (!name) return;
    name.scrollIntoView?.({ block: 'center' });
    name.focus({ preventScroll: true });
    setAdded(null);
  }, [added, value]);
  return (
    <ConfigurationCard
      name="partnerships"
      icon={HandshakeOutlined}
      title={t.title}
      hint={t.hint}
      action={
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          onClick={add}
          disabled={value.length >= CONFIGURATION_BOUNDS.partnerships}
          sx={{ alignSelf: 'center' }}
        >
          {t.add}
        </Button>
      }
    >
      {errors.partnerships && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1.5 }}>
          {errors.partnerships}
        </Typography>
      )}
      {value.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ p: 3, textAlign: 'center', border: '1px dashed', borderColor: 'divider', borderRadius: 2 }}
        >
          {t.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          }}
        >
          {value.map((partner, index) => (
            <PartnershipItem
              key={partner.key}
              index={index}
              partner={partner}
              errors={errors}
              onEdit={(change) => edit(partner.key, index, change)}
              onRemove={() => onChange((list) => list.filter((p) => p.key !== partner.key))}
            />
          ))}
        </Box>
      )}
    </ConfigurationCard>
  );
}

interface PartnershipItemProps {
  index: number;
  partner: PartnershipDraft;
  errors: Record<string, string>;
  onEdit: (change: Partial<Omit<PartnershipDraft, 'key'>>) => void;
  onRemove: () => void;
}

function PartnershipItem({ index, partner, errors, onEdit, onRemove }: PartnershipItemProps) {
  const label = t.item(index + 1);
  const field = (name: string) => `partnerships[${index}].${name}`;
  return (
    <Box
      component="li"
      role="group"
      aria-label={label}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {label}
        </Typography>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineRounded />}
          onClick={onRemove}
          aria-label={t.remove(partner.name.trim() || label)}
          sx={{ color: 'text.secondary' }}
        >
          {t.removeShort}
        </Button>
      </Box>
      <ImagePickerField
        upload="on-save"
        id={`config-${field('image_url')}`}
        label={`${t.logo} — ${label}`}
        previewAlt={`${t.logo} — ${label}`}
        value={imageChoiceOf(partner.logo)}
        onChange={(choice) => onEdit({ logo: imageDraftOf(choice, partner.logo, 'small') })}
        texts={{ choose: t.chooseLogo, replace: t.replaceLogo }}
        removable={false}
        fit="contain"
        frame={{ width: 150, aspectRatio: '10 / 3' }}
        error={errors[field('image_url')]}
        library
      />
      <TextField
        id={`config-${field('name')}`}
        label={t.name}
        value={partner.name}
        onChange={(event) => onEdit({ name: event.target.value })}
        size="small"
        fullWidth
        error={Boolean(errors[field('name')])}
        helperText={errors[field('name')]}
      />
      <TextField
        id={`config-${field('website_url')}`}
        label={t.website}
        value={partner.websiteUrl}
        onChange={(event) => onEdit({ websiteUrl: event.target.value })}
        placeholder={t.websitePlaceholder}
        type="url"
        inputMode="url"
        size="small"
        fullWidth
        error={Boolean(errors[field('website_url')])}
        helperText={errors[field('website_url')]}
      />
    </Box>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const PartnershipsSection = memo(PartnershipsSectionView);
