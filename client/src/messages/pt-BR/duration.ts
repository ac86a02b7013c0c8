export const duration = {
  hours: (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`,
  minutes: (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`,
  seconds: (n: number) => `${n} ${n === 1 ? 'segundo' : 'segundos'}`,
  joiner: ' e ',
  short: { h: 'h', min: 'min' },
};
