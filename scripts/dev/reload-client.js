// Part of the shell's page in `npm run dev` only (webpack.common.js adds it to the shell's
// entry). The server in development mode says on /__dev/events which build of every app it
// serves, and which process it is; the page reloads when a build differs from the one it was
// rendered with, or the server has restarted, so a saved change shows without a manual reload.
(function reloadOnRebuild() {
  // PAGE_STATE_GLOBAL of @casino/shared, by name: importing the library here would load it
  // before the shell has negotiated the shared singletons.
  const page = window.__CASINO_PAGE__;
  if (!page || typeof window.EventSource !== 'function') return;
  const rendered = Object.fromEntries(page.apps.map(({ app, version }) => [app, version]));
  let firstServer;
  const events = new window.EventSource('/__dev/events');
  events.addEventListener('served', (event) => {
    const { server, versions } = JSON.parse(event.data);
    firstServer ??= server;
    // Without a build of every app the server renders no page: wait for the next event.
    if (!versions) return;
    const stale = Object.keys(rendered).some((app) => versions[app] !== rendered[app]);
    if (stale || server !== firstServer) {
      events.close();
      window.location.reload();
    }
  });
})();
