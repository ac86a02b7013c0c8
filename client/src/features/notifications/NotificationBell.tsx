import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import * as messages from '../../messages/pt-BR';

const t = messages.layout.notifications;

/** The signed-in reader's bell; the dropdown is a placeholder until the notifications feature fills it. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <>
      <IconButton
        aria-label={t.open}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <NotificationsNoneIcon />
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 320, borderRadius: 3 } } }}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.empty}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
