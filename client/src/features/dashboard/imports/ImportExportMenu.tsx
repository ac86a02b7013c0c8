import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as messages from '../../../messages/pt-BR';
import { DASHBOARD_ROOT } from '../dashboard-nav';
import { ArchiveImportDialog } from './ArchiveImportDialog';
import { downloadExport } from './download-export';

const t = messages.dashboardImport;

export const IMPORT_SITE_PATH = `${DASHBOARD_ROOT}/recipes/import`;

interface ImportExportMenuProps {
  /** 'Importar receita' was chosen */
  onImportOne: () => void;
  /** what the creator should read after an export or an archive import */
  onNotice: (notice: { severity: 'success' | 'error'; text: string }) => void;
  /** recipes were added from an archive */
  onArchiveImported: () => void;
}

/** The recipes screen's way in and out: one recipe, a whole site, an archive; and the export of everything. */
export function ImportExportMenu({ onImportOne, onNotice, onArchiveImported }: ImportExportMenuProps) {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const close = () => setAnchor(null);

  const exportAll = async () => {
    close();
    setExporting(true);
    try {
      await downloadExport();
    } catch {
      onNotice({ severity: 'error', text: t.archive.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={exporting}
      >
        {exporting ? t.archive.exporting : t.menu.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onImportOne();
          }}
        >
          {t.menu.importOne}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate(IMPORT_SITE_PATH);
          }}
        >
          {t.menu.importSite}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setArchiveOpen(true);
          }}
        >
          {t.menu.importArchive}
        </MenuItem>
        <MenuItem onClick={() => void exportAll()}>{t.menu.exportAll}</MenuItem>
      </Menu>
      <ArchiveImportDialog open={archiveOpen} onClose={() => setArchiveOpen(false)} onImported={onArchiveImported} />
    </>
  );
}
