/**
 * A page that knows a better title than the route table (e.g. 'Articol negăsit') sets it
 * here; the layout then leaves the title of that path alone.
 */
let override: { path: string; title: string } | null = null;

export function setPageTitle(title: string): void {
  override = { path: window.location.pathname, title };
  document.title = title;
}

export function pageTitleOverride(path: string): string | null {
  return override && override.path === path ? override.title : null;
}
