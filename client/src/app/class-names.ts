import { unstable_ClassNameGenerator as ClassNameGenerator } from '@mui/material/className';

/**
 * MUI's documented class-name hook, set once for the server and the browser alike. Every Box carried a `MuiBox-root`
 * class that no rule or script here selects (its styles come from its own generated class): 150 of them on a recipe
 * page. Every other component keeps its Mui* classes, which styles do select.
 */
ClassNameGenerator.configure((name) => (name === 'MuiBox-root' ? '' : name));
