import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { RefObject } from 'react';
import * as messages from '../../../messages/pt-BR';

interface ListPaginationProps {
  /** the navigation's accessible name ('Páginas de receitas') */
  label: string;
  /** the 1-based page shown */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** where the list starts: a new page is shown from there */
  top: RefObject<HTMLElement | null>;
}

/** The pages of a list paged on the server; nothing when there is only one. */
export function ListPagination({ label, page, totalPages, onPage, top }: ListPaginationProps) {
  if (totalPages < 2) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        page={Math.min(page, totalPages)}
        count={totalPages}
        onChange={(_event, next) => {
          onPage(next);
          // jsdom has no scrollIntoView.
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
        color="primary"
        siblingCount={0}
        getItemAriaLabel={(type, n, current) => messages.pagination.item(type, n, current)}
      />
    </Box>
  );
}
