import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as messages from '../../../messages/pt-BR';
import { CellContent, type DataTableColumn } from './DataTableCell';

export type { DataTableAction, DataTableBadge, DataTableColumn } from './DataTableCell';

export interface DataTableProps<T> {
  /** the accessible name of the table (or of the list of cards) */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | null | undefined;
  rowKey: (row: T) => string | number;
  /** skeleton rows instead of data (the table says it is busy) */
  loading?: boolean;
  /** the text when there are no rows; spec default 'Nenhum item encontrado' */
  emptyText?: string;
  /** replaces the empty text (a heading, a sentence and a create button) */
  empty?: ReactNode;
  skeletonRows?: number;
}

// A real table where its columns fit; one card per row (label: value) below.
const TABLE_FROM = '(min-width:800px)';

/**
 * Whether the table fits the list's own width (the sidebar, a dialog or a long e-mail decide that, not the window
 * alone): measured once it is drawn; when it overflowed, the width it needed is kept, and the table comes back once
 * the list is that wide again.
 */
function useTableFits(list: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [needed, setNeeded] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = list.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const scroller = box.querySelector('table')?.parentElement;
      // what the list's own width must be for the whole table (the scroller's border included)
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        setNeeded(scroller.scrollWidth + box.clientWidth - scroller.clientWidth);
      else if (!scroller && needed !== null && box.clientWidth >= needed) setNeeded(null);
    };
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
    // `deps`: the rows and columns, which change what the table needs
  }, [list, needed, ...deps]);
  return needed === null;
}

/**
 * The list of every dashboard screen (spec §2 "Data table"): typed columns, loading, data and empty states.
 * A <table> where its columns fit; a card per row where they do not (on a phone, or beside the sidebar).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = messages.dashboard.table.empty,
  empty,
  skeletonRows = 5,
}: DataTableProps<T>) {
  // The dashboard renders only in the browser: the real width is known on the first render.
  const wideWindow = useMediaQuery(TABLE_FROM, { noSsr: true });
  const list = useRef<HTMLDivElement>(null);
  const fits = useTableFits(list, [rows, columns]);
  const wide = wideWindow && fits;
  const busy = loading && !rows?.length;
  const emptyContent = empty ?? (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {emptyText}
    </Typography>
  );
  const state = busy ? 'loading' : rows?.length ? 'data' : 'empty';
  const props = { label, columns, rows: rows ?? [], rowKey, skeletonRows, emptyContent, state } as const;
  return <Box ref={list}>{wide ? <WideTable {...props} /> : <CardList {...props} />}</Box>;
}

interface LayoutProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  skeletonRows: number;
  emptyContent: ReactNode;
  state: 'loading' | 'data' | 'empty';
}

function SkeletonCell({ type }: { type: DataTableColumn<unknown>['type'] }) {
  if (type === 'image') return <Skeleton variant="rounded" width={48} height={48} />;
  if (type === 'avatar') return <Skeleton variant="circular" width={36} height={36} />;
  if (type === 'select') return <Skeleton variant="rounded" width={18} height={18} sx={{ mx: 'auto' }} />;
  return <Skeleton variant="text" sx={{ maxWidth: 160 }} />;
}

// The actions stay in view at the right edge while a wide table scrolls sideways under them.
const stickyActions = (bgcolor: string) =>
  ({
    position: 'sticky',
    right: 0,
    bgcolor,
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  }) as const;

const alignOf = (type: string) => (type === 'price' || type === 'actions' ? 'right' : 'left');
// A checkbox column is as narrow as its checkbox.
const paddingOf = (type: string) => (type === 'select' ? 'checkbox' : 'normal');

function WideTable<T>({ label, columns, rows, rowKey, skeletonRows, emptyContent, state }: LayoutProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 1, overflowX: 'auto' }}>
      <Table aria-label={label} aria-busy={state === 'loading'} size="medium">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                sx={{
                  fontWeight: 700,
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  bgcolor: 'background.default',
                  ...(column.type === 'actions' && stickyActions('background.default')),
                }}
                align={alignOf(column.type)}
                padding={paddingOf(column.type)}
              >
                {column.type === 'select' ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state === 'loading' &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <TableRow key={index} aria-hidden>
                {columns.map((column) => (
                  <TableCell key={column.key} align={alignOf(column.type)} padding={paddingOf(column.type)}>
                    <SkeletonCell type={column.type} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {state === 'empty' && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyContent}</TableCell>
            </TableRow>
          )}
          {state === 'data' &&
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={alignOf(column.type)}
                    padding={paddingOf(column.type)}
                    // break-word, not anywhere: a long e-mail widens its column (the table then scrolls sideways)
                    // instead of being squeezed to one letter per line.
                    sx={{
                      overflowWrap: 'break-word',
                      ...((column.type === 'price' || column.type === 'date') && { whiteSpace: 'nowrap' }),
                      ...(column.type === 'actions' && {
                        ...stickyActions('background.paper'),
                        // the row's hover tint, over the cell's own opaque background
                        'tr:hover > &': {
                          backgroundImage: (theme: Theme) =>
                            `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
                        },
                        '& > div': { justifyContent: 'flex-end', flexWrap: 'nowrap' },
                      }),
                    }}
                  >
                    <CellContent column={column} row={row} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const cardSx = { p: 2, borderRadius: 1 } as const;

function CardList<T>({ label, columns, rows, rowKey, skeletonRows, emptyContent, state }: LayoutProps<T>) {
  const fields = columns.filter((column) => column.type !== 'actions' && column.type !== 'select');
  const actions = columns.filter((column) => column.type === 'actions');
  const selects = columns.filter((column) => column.type === 'select');
  if (state === 'empty') {
    return (
      <Paper variant="outlined" sx={cardSx} aria-label={label} role="region">
        {emptyContent}
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={state === 'loading'}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {state === 'loading' &&
        Array.from({ length: Math.min(skeletonRows, 3) }, (_, index) => (
          <Paper component="li" key={index} variant="outlined" sx={cardSx} aria-hidden>
            {fields.map((column) => (
              <Skeleton key={column.key} variant="text" />
            ))}
          </Paper>
        ))}
      {state === 'data' &&
        rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={cardSx}>
            {selects.map((column) => (
              // The column's name beside the checkbox, and a click on it ticks the box too.
              <Box
                key={column.key}
                component="label"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  width: 'fit-content',
                  m: -1,
                  mb: 0.5,
                  pr: 1,
                  cursor: 'pointer',
                  color: 'text.secondary',
                  fontSize: '0.85rem',
                  fontWeight: 600,
                }}
              >
                <CellContent column={column} row={row} />
                {column.header}
              </Box>
            ))}
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(88px, auto) minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 1,
                alignItems: 'center',
              }}
            >
              {fields.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.85rem', fontWeight: 600 }}>
                    {column.header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    <CellContent column={column} row={row} />
                  </Box>
                </Box>
              ))}
            </Box>
            {actions.map((column) => (
              <Box
                key={column.key}
                sx={{
                  mt: 1.5,
                  pt: 1,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                  display: 'flex',
                  justifyContent: 'flex-end',
                }}
              >
                <CellContent column={column} row={row} />
              </Box>
            ))}
          </Paper>
        ))}
    </Box>
  );
}
