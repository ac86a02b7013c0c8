import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
