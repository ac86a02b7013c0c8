import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import * as messages from '../../../messages/pt-BR';
import { fieldState } from './form-section';
import { fieldId, LIMITS, newKey, type FormErrors } from './recipe-form-model';
import { useRowDrag } from './use-row-drag';
import {
  addRow,
  findRow,
  moveRowBefore,
  moveRowBy,
  removeRow,
  removeSection,
  renameSection,
  rowCount,
  type Keyed,
  type RowPlace,
  type RowSection,
} from './sectioned-list';

const t = messages.recipeForm;

type Sections<Row extends Keyed> = RowSection<Row>[];

interface SectionedListEditorProps<Row extends Keyed> {
  kind: 'ingredient' | 'step';
  sections: Sections<Row>;
  onChange: (change: (sections: Sections<Row>) => Sections<Row>) => void;
  newRow: () => Row;
  /**
   * the fields of one row; `position` counts across sections from 1. It may read only the row, its position, the
   * errors of the row's fields (`row.<key>.…`) and `disabled`: a row renders again only when one of these changes.
   */
  renderFields: (row: Row, position: number) => ReactNode;
  /** the id of a row's first field: it gets the focus when the row is added */
  firstFieldId: (row: Row) => string;
  errors: FormErrors;
  /** the accessible name of a row's group of fields, when the fields' own labels do not say which row they are */
  rowLabel?: (position: number) => string;
  /** the path of errors about the whole list ('ingredients', 'instructions') */
  listPath: string;
  disabled?: boolean;
}

type Undo<Row extends Keyed> = { message: string; previous: Sections<Row>; after: Sections<Row>; focus: string };

const rowDomId = (key: string) => fieldId(`row.${key}`);

/**
 * Rows grouped in named sections, reordered by drag and drop (by the handle) or with the arrow buttons, across
 * sections too. Keyboard moves keep the focus on the moved row and are announced; removals can be undone.
 */
export function SectionedListEditor<Row extends Keyed>(props: SectionedListEditorProps<Row>) {
  const { kind, sections, onChange, newRow, renderFields, firstFieldId, rowLabel, errors, listPath, disabled } = props;
  const words = kind === 'step' ? t.step : t.ingredient;
  const [announcement, setAnnouncement] = useState('');
  const [focusIds, setFocusIds] = useState<string[] | null>(null);
  const [undo, setUndo] = useState<Undo<Row> | null>(null);
  const total = rowCount(sections);
  const undoId = `${fieldId(listPath)}-undo`;

  // Focus follows a moved, added or restored row once it is rendered in its new place.
  useEffect(() => {
    if (!focusIds) return;
    const target = focusIds
      .map((id) => document.getElementById(id))
      .find((el): el is HTMLElement => Boolean(el) && !(el as HTMLButtonElement).disabled);
    target?.focus();
    setFocusIds(null);
  }, [focusIds, sections]);

  const sectionLabel = (index: number, list = sections) => t.list.section(index + 1, list[index]?.name ?? '');

  const movedMessage = (from: RowPlace, to: RowPlace, list: Sections<Row>) => {
    const sentence = words.moved(from.position, to.position);
    return from.sectionIndex === to.sectionIndex
      ? sentence
      : t.movedToSection(sentence, sectionLabel(to.sectionIndex, list));
  };

  const apply = (next: Sections<Row>, from: RowPlace, rowKey: string) => {
    onChange(() => next);
    const to = findRow(next, rowKey);
    if (to) setAnnouncement(movedMessage(from, to, next));
  };

  const moveBy = (rowKey: string, delta: -1 | 1) => {
    const from = findRow(sections, rowKey);
    const next = moveRowBy(sections, rowKey, delta);
    if (!from || next === sections) return;
    apply(next, from, rowKey);
    const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocusIds([`${rowDomId(rowKey)}-${same}`, `${rowDomId(rowKey)}-${other}`]);
  };

  const remove = (next: Sections<Row>, message: string, focus: string) => {
    onChange(() => next);
    setUndo({ message, previous: sections, after: next, focus });
    setAnnouncement(message);
    setFocusIds([undoId]);
  };

  const drag = useRowDrag((rowKey, target) => {
    const from = findRow(sections, rowKey);
    const next = moveRowBefore(sections, rowKey, target.sectionKey, target.beforeKey);
    if (from && next !== sections) apply(next, from, rowKey);
  });

  const dropLine = {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    height: 3,
    borderRadius: 2,
    bgcolor: 'primary.main',
  };
  let position = 0;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.list.dragHint}
      </Typography>
      {sections.map((section, sectionIndex) => {
        const label = sectionLabel(sectionIndex);
        const nameField = fieldState(
          errors,
          `section.${section.key}`,
          sections.length === 1 ? t.list.sectionNameOptional : undefined,
        );
        return (
          <Box
            key={section.key}
            role="group"
            aria-label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 1.5, sm: 2 }, mb: 2 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
              <TextField
                {...nameField}
                label={t.list.sectionName}
                placeholder={t.list.sectionNamePlaceholder}
                value={section.name}
                onChange={(e) => onChange((list) => renameSection(list, section.key, e.target.value))}
                size="small"
                fullWidth
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
              />
              {sections.length > 1 && (
                <IconButton
                  aria-label={t.list.removeSection(label)}
                  onClick={() =>
                    remove(
                      removeSection(sections, section.key),
                      t.list.sectionRemoved,
                      fieldId(`section.${section.key}`),
                    )
                  }
                  disabled={disabled}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Box>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {section.rows.map((row, index) => {
                position += 1;
                const n = position;
                const id = rowDomId(row.key);
                return (
                  <Box
                    component="li"
                    key={row.key}
                    id={id}
                    {...drag.rowProps(section, index)}
                    sx={{
                      position: 'relative',
                      py: 1,
                      opacity: drag.isDragging(row.key) ? 0.45 : 1,
                      '&::before': drag.isDropBefore(section.key, row.key) ? { ...dropLine, top: -2 } : undefined,
                    }}
                  >
                    <Box
                      role={rowLabel && 'group'}
                      aria-label={rowLabel?.(n)}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
                    >
                      <Box
                        aria-hidden
                        title={words.drag(n)}
                        {...drag.handleProps(row.key)}
                        sx={{
                          cursor: disabled ? 'default' : 'grab',
                          color: 'text.secondary',
                          pt: 1,
                          touchAction: 'none',
                          display: 'flex',
                        }}
                      >
                        <DragIndicatorIcon fontSize="small" />
                      </Box>
                      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                        <RowFields
                          row={row}
                          position={n}
                          render={renderFields}
                          errors={rowErrors(errors, row.key)}
                          disabled={disabled}
                        />
                      </Box>
                      <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
                        <IconButton
                          id={`${id}-up`}
                          aria-label={words.moveUp(n)}
                          onClick={() => moveBy(row.key, -1)}
                          disabled={disabled || n === 1}
                          size="small"
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          id={`${id}-down`}
                          aria-label={words.moveDown(n)}
                          onClick={() => moveBy(row.key, 1)}
                          disabled={disabled || n === total}
                          size="small"
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          id={`${id}-remove`}
                          aria-label={words.remove(n)}
                          onClick={() => remove(removeRow(sections, row.key), t.list.rowRemoved, `${id}-remove`)}
                          disabled={disabled}
                          size="small"
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    </Box>
                  </Box>
                );
              })}
            </Box>
            <Box
              {...drag.endProps(section)}
              sx={{
                position: 'relative',
                pt: 0.5,
                '&::before': drag.isDropBefore(section.key, null) ? { ...dropLine, top: 0 } : undefined,
              }}
            >
              {section.rows.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
                  {t.list.emptySection}
                </Typography>
              )}
              <Button
                startIcon={<AddIcon />}
                size="small"
                disabled={disabled}
                onClick={() => {
                  const row = newRow();
                  onChange((list) => addRow(list, section.key, row));
                  setFocusIds([firstFieldId(row)]);
                }}
              >
                {words.add}
              </Button>
            </Box>
          </Box>
        );
      })}
      {errors[listPath] && (
        <FormHelperText error id={fieldId(listPath)} tabIndex={-1} sx={{ mb: 1 }}>
          {errors[listPath]}
        </FormHelperText>
      )}
      {undo && undo.after === sections && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              id={undoId}
              color="inherit"
              size="small"
              onClick={() => {
                onChange(() => undo.previous);
                setUndo(null);
                setFocusIds([undo.focus]);
              }}
            >
              {t.list.undo}
            </Button>
          }
        >
          {undo.message}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={<PlaylistAddIcon />}
        disabled={disabled}
        onClick={() => {
          const section = { key: newKey(), name: '', rows: [newRow()] };
          onChange((list) => [...list, section]);
          setFocusIds([fieldId(`section.${section.key}`)]);
        }}
      >
        {t.list.addSection}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}

/** The errors of one row's fields, as a string that changes only when they do. */
function rowErrors(errors: FormErrors, rowKey: string): string {
  const prefix = `row.${rowKey}.`;
  return Object.entries(errors)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, message]) => `${path}=${message}`)
    .join('\n');
}

interface RowFieldsProps<Row extends Keyed> {
  row: Row;
  position: number;
  render: (row: Row, position: number) => ReactNode;
  errors: string;
  disabled?: boolean;
}

// Typing in one row re-renders that row's fields only, not every field of the list.
const RowFields = memo(
  function RowFields<Row extends Keyed>({ row, position, render }: RowFieldsProps<Row>) {
    return render(row, position);
  },
  (before, after) =>
    before.row === after.row &&
    before.position === after.position &&
    before.errors === after.errors &&
    before.disabled === after.disabled,
) as <Row extends Keyed>(props: RowFieldsProps<Row>) => ReactNode;
