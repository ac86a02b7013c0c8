import { useState, type DragEvent } from 'react';
import type { Keyed, RowSection } from './sectioned-list';

/** Where a dragged row would land: in this section, before that row (null: at the section's end). */
export interface DropTarget {
  sectionKey: string;
  beforeKey: string | null;
}

/**
 * Native HTML5 drag and drop of rows between and within sections. A row becomes draggable only while its handle
 * is pressed, so selecting text in its fields still works; `onMove` is called on a drop.
 */
export function useRowDrag(onMove: (rowKey: string, target: DropTarget) => void) {
  const [armed, setArmed] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);

  const end = () => {
    setArmed(null);
    setDragging(null);
    setDropTarget(null);
  };

  const over = (event: DragEvent, target: DropTarget) => {
    if (!dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget((current) =>
      current?.sectionKey === target.sectionKey && current.beforeKey === target.beforeKey ? current : target,
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    if (dragging && dropTarget) onMove(dragging, dropTarget);
    end();
  };

  return {
    /** the handle: pressing it arms its row for dragging */
    handleProps: (rowKey: string) => ({
      onPointerDown: () => setArmed(rowKey),
      onPointerUp: () => setArmed(null),
    }),
    /** a row: draggable while armed, and a drop target (its upper half: before it; lower half: after it) */
    rowProps: <Row extends Keyed>(section: RowSection<Row>, index: number) => {
      const row = section.rows[index];
      return {
        draggable: armed === row.key,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', row.key);
          setDragging(row.key);
        },
        onDragEnd: end,
        onDragOver: (event: DragEvent<HTMLElement>) => {
          const rect = event.currentTarget.getBoundingClientRect();
          const below = event.clientY > rect.top + rect.height / 2;
          over(event, { sectionKey: section.key, beforeKey: below ? (section.rows[index + 1]?.key ?? null) : row.key });
        },
        onDrop: drop,
      };
    },
    /** the space after a section's rows (and an empty section): drops at its end */
    endProps: (section: RowSection<Keyed>) => ({
      onDragOver: (event: DragEvent) => over(event, { sectionKey: section.key, beforeKey: null }),
      onDrop: drop,
    }),
    isDragging: (rowKey: string) => dragging === rowKey,
    /** whether the drop line shows before this row (beforeKey null: at the end of the section) */
    isDropBefore: (sectionKey: string, beforeKey: string | null) =>
      dragging !== null && dropTarget?.sectionKey === sectionKey && dropTarget.beforeKey === beforeKey,
  };
}
