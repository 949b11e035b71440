import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import { memoryDataProvider } from './dataProvider';

/**
 * The bundle bench's baseline: react-admin 5 out of the box, one Resource listed by a
 * ListGuesser over a tiny in-memory dataProvider. No auth, no i18n, no theme, no lazy loading.
 * The list is at /#/posts (react-admin's default hash router).
 */
const posts = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: `Post number ${i + 1}`,
  author: ['Ana', 'Bruno', 'Carla', 'Diego'][i % 4],
  views: (i * 37) % 500,
  published: i % 3 !== 0,
}));

const dataProvider = memoryDataProvider({ posts });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
