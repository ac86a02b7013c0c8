import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FilterGroupData, FilterOption } from './filter-groups';

export interface FilterGroupProps {
  group: FilterGroupData;
  isChecked: (option: FilterOption) => boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/** One collapsible group of checkboxes (open at first); options that would leave no recipe are disabled. */
export function FilterGroup({ group, isChecked, onToggle }: FilterGroupProps) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <Box component="section" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 1 }}>
      {/* the heading holds the button (the accordion pattern): a heading may not sit inside a button */}
      <Typography variant="h6" component="h2" sx={{ fontSize: '0.8rem', letterSpacing: '0.12em' }}>
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            py: 1.25,
            px: 0.5,
            borderRadius: 1,
            font: 'inherit',
            letterSpacing: 'inherit',
          }}
        >
          {group.label}
          <ExpandMoreIcon
            aria-hidden
            sx={{ color: 'text.secondary', transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={open}>
        <FormGroup
          id={panelId}
          role="group"
          aria-label={group.label}
          sx={{ pb: 1, pl: 0.5, maxHeight: 340, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {group.options.map((option) => {
            const checked = isChecked(option);
            return (
              <FormControlLabel
                key={option.value}
                disabled={!option.active && !checked}
                sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    onChange={(event) => onToggle(option.value, event.target.checked)}
                    sx={{ py: 0.5 }}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <span>{option.label}</span>
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', pr: 1 }}>
                      ({option.count})
                    </Box>
                  </Box>
                }
              />
            );
          })}
        </FormGroup>
      </Collapse>
    </Box>
  );
}
