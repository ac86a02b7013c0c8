import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PillButton } from './PillButton';
import * as messages from '../messages/pt-BR';
import { SOCIAL_ICONS } from './social-icons';
import type { SocialProfile } from '../lib/social-networks';

/** A row of round icon links to the creator's profiles, each opening in a new tab. */
export function SocialIconLinks({
  profiles,
  size = 'medium',
  sx,
}: {
  profiles: SocialProfile[];
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  if (!profiles.length) return null;
  return (
    <Box
      component="ul"
      sx={[
        { display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, '& a:hover': { color: 'primary.main' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {profiles.map(({ key, name, url }) => {
        const Icon = SOCIAL_ICONS[key];
        return (
          <li key={key}>
            <PillButton
              tone="icon"
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={messages.layout.social.label(name)}
              size={size}
            >
              <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
            </PillButton>
          </li>
        );
      })}
    </Box>
  );
}
