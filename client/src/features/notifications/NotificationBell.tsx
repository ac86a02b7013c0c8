import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { UnreadNotificationsQuery as UnreadNotificationsData } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import * as messages from '../../messages/pt-BR';
import { MarkNotificationReadMutation, UnreadNotificationsQuery } from './notifications-operations';
import { commentPath } from '../../lib/comment-anchor';

const t = messages.layout.notifications;

type Notification = UnreadNotificationsData['unreadNotifications'][number];

/**
 * The signed-in reader's bell (spec §4 Notifications): the badge counts unread notifications; opening the dropdown
 * reloads them; choosing one about a recipe marks it read, goes to the recipe and closes, even if marking failed.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const navigate = useNavigate();
  const { data, error, networkStatus, refetch } = useQuery(UnreadNotificationsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const notifications = data?.unreadNotifications ?? [];
  const unreadCount = notifications.filter((n) => !n.read).length;
  const loading = networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.refetch;

  const toggle = (target: HTMLElement) => {
    if (anchor) {
      setAnchor(null);
      return;
    }
    setAnchor(target);
    refetch().catch((err: unknown) => console.error(t.failed, err));
  };

  const choose = async (notification: Notification) => {
    try {
      await markRead({
        variables: { id: notification.id },
        update: (cache) => cache.modify({ id: cache.identify(notification), fields: { read: () => true } }),
      });
    } catch (err) {
      console.error(t.failed, err);
    }
    if (notification.recipeId !== null) {
      setAnchor(null);
      void navigate(commentPath(notification.recipeId, notification.commentId));
    }
  };

  return (
    <>
      <IconButton
        aria-label={unreadCount ? t.withUnread(unreadCount) : t.open}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => toggle(event.currentTarget)}
        sx={{ color: 'text.primary' }}
      >
        <Badge badgeContent={unreadCount} color="primary" max={99}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 340, maxWidth: 'calc(100vw - 24px)', borderRadius: 3 } } }}
      >
        <Box sx={{ px: 2.5, pt: 2, pb: notifications.length && !loading ? 1 : 2 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t.title}
          </Typography>
          {loading ? (
            <Typography role="status" variant="body2" color="text.secondary">
              {t.loading}
            </Typography>
          ) : error && !data ? (
            <Typography role="alert" variant="body2" color="error">
              {t.failed}
            </Typography>
          ) : notifications.length === 0 ? (
            <Typography role="status" variant="body2" color="text.secondary">
              {t.empty}
            </Typography>
          ) : null}
        </Box>
        {!loading && notifications.length > 0 && (
          <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto', pb: 1 }}>
            {notifications.map((notification) => (
              <ListItemButton
                key={notification.id}
                onClick={() => void choose(notification)}
                sx={{
                  display: 'block',
                  px: 2.5,
                  py: 1.25,
                  borderLeft: 4,
                  borderColor: notification.read ? 'transparent' : 'primary.main',
                  bgcolor: notification.read ? 'transparent' : 'action.selected',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: notification.read ? 400 : 600 }}>
                  {!notification.read && <VisuallyHidden>{`${t.unread}: `}</VisuallyHidden>}
                  {notification.message}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={notification.createdAt}>{formatDate(notification.createdAt)}</time>
                </Typography>
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
