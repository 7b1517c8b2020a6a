import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  { path: '/', element: <main><h1>Candor</h1></main> },
]);
