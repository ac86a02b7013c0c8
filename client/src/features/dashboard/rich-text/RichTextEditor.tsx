// STUB: replaced by the editor helper
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export interface RichTextEditorProps {
  label: string;
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string>;
  error?: string;
  id?: string;
}

/** Placeholder for the draft-js editor: a labelled textarea holding the HTML as typed. */
export function RichTextEditor({ label, value, onChange, error, id }: RichTextEditorProps) {
  const fallback = useId();
  return (
    <TextField
      id={id ?? fallback}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      multiline
      minRows={6}
      fullWidth
    />
  );
}
