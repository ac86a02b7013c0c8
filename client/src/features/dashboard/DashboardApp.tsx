import Typography from '@mui/material/Typography';

/** Placeholder until the dashboard shell lands. */
export default function DashboardApp() {
  return <Typography sx={{ p: 4 }}>Dashboard</Typography>;
}
