import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/** A section's icon on a soft terracotta tile. */
export function IconTile({
  icon: Icon,
  size = 48,
  round = false,
}: {
  icon: SvgIconComponent;
  size?: number;
  round?: boolean;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: round ? '50%' : 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        color: 'primary.main',
      }}
    >
      <Icon />
    </Box>
  );
}
