// React DOM's web-streams server renderer, whose types are those of `react-dom/server`.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
