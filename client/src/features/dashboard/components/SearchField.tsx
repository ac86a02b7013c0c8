import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** The search box of a dashboard list (client-side filtering): a magnifier, a placeholder and an accessible name. */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  maxWidth,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** accessible name */
  label: string;
  /** from the md breakpoint up, when the row has room to spare */
  maxWidth?: number;
}) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      size="small"
      sx={{ flex: '1 1 280px', maxWidth: maxWidth ? { md: maxWidth } : undefined, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
