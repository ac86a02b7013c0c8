import { useState } from 'react';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import * as messages from '../../../messages/pt-BR';
import { DashboardPageHeader } from '../DashboardPageHeader';
import { MediaBrowser } from './MediaBrowser';
import { MediaDetailsPanel } from './MediaDetailsPanel';
import { useMediaLibrary } from './use-media-library';

const t = messages.dashboardMedia;
/** Six rows of a wide screen's grid. */
const PAGE_SIZE = 36;

/** /dashboard/media: every uploaded picture; one opens beside the grid to describe, re-aim or delete it. */
export function MediaScreen() {
  const library = useMediaLibrary(PAGE_SIZE);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <DashboardPageHeader title={t.title} subtitle={t.subtitle} />
      <MediaBrowser
        library={library}
        selectedId={openId}
        onSelect={(item) => setOpenId(item.id)}
        onUploaded={async (image) => {
          const first = await library.restart();
          const uploaded = first?.content.find((item) => item.url === image.medium);
          if (uploaded) setOpenId(uploaded.id);
        }}
      />
      <MediaDetailsPanel
        id={openId}
        onClose={() => setOpenId(null)}
        onDeleted={() => {
          setOpenId(null);
          setNotice({ severity: 'success', text: t.details.removed });
          void library.reload();
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
