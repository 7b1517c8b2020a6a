/**
 * A page the browser brings back from its back-forward cache is loaded again, and is hidden from
 * the moment it is left: as it was kept, it may show a report, or a new report's password, from
 * before a sign-out to whoever presses Back next on a shared computer (decision 106).
 */
export function reloadPagesBroughtBack(): void {
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) document.documentElement.style.visibility = 'hidden';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
