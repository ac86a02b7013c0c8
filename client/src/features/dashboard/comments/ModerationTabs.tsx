import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import type { CommentStatus } from '../../../gql/graphql';
import * as messages from '../../../messages/pt-BR';
import { MODERATION_TABS } from './moderation-params';
import type { ModerationCounts } from './use-moderation-queue';

const t = messages.dashboardComments;
const PANEL_ID = 'moderation-panel';
const tabId = (status: CommentStatus) => `moderation-tab-${status.toLowerCase()}`;
const COUNT_OF = { PENDING: 'pending', APPROVED: 'approved', SPAM: 'spam' } as const;

interface ModerationTabsProps {
  status: CommentStatus;
  /** undefined until the counts arrive: the tabs then show their names alone */
  counts: ModerationCounts | undefined;
  onChange: (status: CommentStatus) => void;
  /** the tab's content */
  children: ReactNode;
}

/** 'Pendentes (N)', 'Aprovados (N)', 'Spam (N)', and the chosen tab's list under them. */
export function ModerationTabs({ status, counts, onChange, children }: ModerationTabsProps) {
  return (
    <>
      <Tabs
        value={status}
        onChange={(_event, next: CommentStatus) => onChange(next)}
        aria-label={t.tabsLabel}
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {MODERATION_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={PANEL_ID}
            label={counts ? t.tabCount(t.tabs[tab], counts[COUNT_OF[tab]]) : t.tabs[tab]}
            sx={{ fontWeight: 600, textTransform: 'none', fontSize: '0.95rem' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(status)}>
        {children}
      </Box>
    </>
  );
}
