import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as messages from '../../../messages/pt-BR';
import { TERM_KIND_ORDER, TERM_KINDS, kindOfSlug, type TermKind } from './term-kinds';
import { TermManager } from './TermManager';

const m = messages.dashboardCategories;
const TAB_PARAM = 'aba';

/**
 * /dashboard/categories (spec §2 "Dashboard categories"): categories, and on their own tabs the cravings and the
 * occasions. The tab is in the URL (?aba=vontades), so a reload or a shared link opens the same one.
 */
export function CategoriesScreen() {
  const [params, setParams] = useSearchParams();
  const kind = kindOfSlug(params.get(TAB_PARAM));
  const baseId = useId();
  const tabId = (k: TermKind) => `${baseId}-tab-${k}`;
  const panelId = `${baseId}-panel`;

  const choose = (next: TermKind) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === TERM_KIND_ORDER[0]) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, TERM_KINDS[next].slug);
        return updated;
      },
      { replace: true },
    );
  };

  const tabs = (
    <Tabs
      value={kind}
      onChange={(_event, next: TermKind) => choose(next)}
      aria-label={m.tabsLabel}
      variant="fullWidth"
      sx={{
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
        maxWidth: { sm: 480 },
        '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, fontSize: '1rem', minWidth: 0, px: 1 },
      }}
    >
      {TERM_KIND_ORDER.map((k) => (
        <Tab key={k} value={k} label={m.terms[k].tab} id={tabId(k)} aria-controls={panelId} />
      ))}
    </Tabs>
  );

  // Keyed by the tab: each kind's list, search and dialogs start fresh.
  return <TermManager key={kind} kind={kind} tabs={tabs} panelId={panelId} tabId={tabId(kind)} />;
}
