import * as messages from '../../messages/pt-BR';
import { DashboardPageHeader } from './DashboardPageHeader';
import { EmptyState } from './components/EmptyState';
import { DASHBOARD_SECTIONS, type DashboardSectionKey } from './dashboard-nav';

const m = messages.dashboard;

/** A dashboard screen whose tools have not landed yet: its spec title and a calm "coming soon" card. */
export function SectionPlaceholder({ section }: { section: DashboardSectionKey }) {
  const copy: { title: string; subtitle?: string; summary: string } = m.sections[section];
  const item = DASHBOARD_SECTIONS.find(({ key }) => key === section);
  return (
    <>
      <DashboardPageHeader title={copy.title} subtitle={copy.subtitle} />
      <EmptyState icon={item?.icon} title={m.comingSoon} text={`${copy.summary} ${m.comingSoonText}`} />
    </>
  );
}
