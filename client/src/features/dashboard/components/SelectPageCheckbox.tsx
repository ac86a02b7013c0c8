import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface SelectPageCheckboxProps {
  label: string;
  /** how many of the page's items are selected, of how many */
  chosen: number;
  total: number;
  onChange: (selected: boolean) => void;
}

/** Selects or clears every item of the page in view; half-ticked while only some are. */
export function SelectPageCheckbox({ label, chosen, total, onChange }: SelectPageCheckboxProps) {
  return (
    <FormControlLabel
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.9rem' } }}
      label={label}
      control={
        <Checkbox
          size="small"
          checked={chosen > 0 && chosen === total}
          indeterminate={chosen > 0 && chosen < total}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
