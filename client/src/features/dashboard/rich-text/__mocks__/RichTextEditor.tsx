import { useId } from 'react';
import type { RichTextEditorProps } from '../RichTextEditor';

/**
 * For jest tests of forms that hold the editor: jsdom cannot type into draft-js, so the body is a plain labelled
 * textarea with the same props (the editor has its own tests in rich-text/). Use with
 * `jest.mock('../rich-text/RichTextEditor')`.
 */
export function RichTextEditor({ label, value, onChange, id }: RichTextEditorProps) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <div>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
