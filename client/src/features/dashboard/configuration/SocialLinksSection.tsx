import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import * as messages from '../../../messages/pt-BR';
import { ConfigurationCard } from './ConfigurationCard';
import { NETWORKS, type Network } from './configuration-form';
import { memo } from 'react';

const t = messages.dashboardConfiguration.sections.social;

interface SocialLinksSectionProps {
  value: Record<Network, string>;
  onChange: (network: Network, url: string) => void;
  errors: Record<string, string>;
}

/** The creator's profiles (header, footer, home 'Siga nas redes'): full http(s) addresses, or blank. */
function SocialLinksSectionView({ value, onChange, errors }: SocialLinksSectionProps) {
  return (
    <ConfigurationCard name="social" icon={ShareOutlined} title={t.title} hint={t.hint}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {NETWORKS.map((network) => {
          const error = errors[`socialMedia.${network}`];
          return (
            <TextField
              key={network}
              id={`config-socialMedia.${network}`}
              label={messages.layout.social[network]}
              value={value[network]}
              onChange={(event) => onChange(network, event.target.value)}
              placeholder={t.placeholders[network]}
              type="url"
              inputMode="url"
              autoComplete="url"
              size="small"
              fullWidth
              error={Boolean(error)}
              helperText={error}
            />
          );
        })}
      </Box>
    </ConfigurationCard>
  );
}

/** Renders again only when its own props change (typing elsewhere in the form leaves it alone). */
export const SocialLinksSection = memo(SocialLinksSectionView);
