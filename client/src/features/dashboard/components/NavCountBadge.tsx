import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

interface NavCountBadgeProps {
  count: number;
  /** what a screen reader says after the item's name ('3 mensagens não lidas') */
  spoken: string;
  testId: string;
}

/** A number beside a sidebar item (unread messages, pending comments); nothing when there is none. */
export function NavCountBadge({ count, spoken, testId }: NavCountBadgeProps) {
  if (count < 1) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid={testId}
        sx={{
          ml: 1,
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          display: 'inline-grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1,
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <VisuallyHidden>{` (${spoken})`}</VisuallyHidden>
    </>
  );
}
