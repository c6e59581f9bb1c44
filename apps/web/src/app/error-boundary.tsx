import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Shown when a page fails to render or its code cannot be loaded (an old tab after a new
 * release, or offline before the page was ever cached). Offers a reload. Reset by `key`.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Slove: page error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk =
      /dynamically imported module|Importing a module script failed|Failed to fetch|Loading chunk/i.test(
        error.message,
      );
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
        <h1 className="text-3xl font-extrabold">Ceva n-a mers bine</h1>
        <p className="text-muted-foreground">
          {chunk
            ? 'Pagina nu a putut fi încărcată. Verifică conexiunea la internet și reîncarcă.'
            : 'A apărut o eroare neașteptată. Reîncarcă pagina; dacă problema persistă, revino puțin mai târziu.'}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 cursor-pointer rounded-lg bg-primary px-5 font-bold text-primary-foreground"
          >
            Reîncarcă
          </button>
          <a href="/" className="inline-flex min-h-11 items-center rounded-lg border-2 px-5 font-bold">
            Acasă
          </a>
        </div>
      </div>
    );
  }
}
