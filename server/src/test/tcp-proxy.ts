// The proxy lives with the benchmarks (bench:load cuts the database with it too), which the build compiles.
export { startTcpProxy, type TcpProxy } from '../bench/tcp-proxy';
