import { alpha, useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import * as messages from '../../../messages/pt-BR';

const t = messages.dashboardOverview.views;

export interface DayViews {
  day: string;
  views: number;
}

// 'dd/mm' for a yyyy-mm-dd day of the site's calendar (no time zone involved).
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const longDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Views per day as bars, today's in full colour (recharts: loaded by the overview only, never by public pages). */
export default function ViewsChart({ days, height }: { days: readonly DayViews[]; height: number }) {
  const theme = useTheme();
  const last = days.length - 1;
  return (
    <BarChart
      responsive
      data={[...days]}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={theme.palette.divider} />
      <XAxis
        dataKey="day"
        tickFormatter={shortDay}
        tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
        tickLine={false}
        axisLine={{ stroke: theme.palette.divider }}
        // every fifth day, counted back from today, so today is always labelled
        ticks={days.filter((_, index) => (last - index) % 5 === 0).map(({ day }) => day)}
        interval={0}
      />
      <YAxis
        allowDecimals={false}
        tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
        tickLine={false}
        axisLine={false}
        width={40}
      />
      <Tooltip
        cursor={{ fill: theme.palette.action.hover }}
        labelFormatter={(day) => longDay(String(day))}
        formatter={(value) => [Number(value).toLocaleString('pt-BR'), t.series]}
        contentStyle={{ borderRadius: 8, borderColor: theme.palette.divider, fontSize: 13 }}
      />
      <Bar dataKey="views" name={t.series} radius={[4, 4, 0, 0]} maxBarSize={22} isAnimationActive={false}>
        {days.map(({ day }, index) => (
          <Cell
            key={day}
            data-testid={index === last ? 'today-bar' : undefined}
            fill={index === last ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.55)}
          />
        ))}
      </Bar>
    </BarChart>
  );
}
