import { CONFIGURATION_BOUNDS } from '@receitas/shared';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import TextField from '@mui/material/TextField';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { HelperWithCount } from './HelperWithCount';
import { memo } from 'react';

const t = messages.dashboardConfiguration.sections.ads;

interface AdScriptSectionProps {
  value: string;
  onChange: (script: string) => void;
  error?: string;
}

/** The advertising snippet injected into every public page's head (spec §4 "Advertising script"). */
function AdScriptSectionView({ value, onChange, error }: AdScriptSectionProps) {
  return (
    <ConfigurationCard name="ads" icon={CampaignOutlined} title={t.title}>
      <TextField
        id="config-googleAdsenseScript"
        label={t.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={6}
        maxRows={14}
        fullWidth
        error={Boolean(error)}
        helperText={
          <HelperWithCount
            text={error ?? t.hint}
            used={value.length}
            max={CONFIGURATION_BOUNDS.adScript}
            count={t.counter(value.length, CONFIGURATION_BOUNDS.adScript)}
          />
        }
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' },
          input: {
            sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' },
          },
        }}
      />
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const AdScriptSection = memo(AdScriptSectionView);
