/**
 * The page shown when the app fails unexpectedly (a render error, a route that cannot load): in
 * Spanish, with a way out (retry, home) and the error's code as reported to the server log. Plain
 * HTML and inline styles: it must draw even when the theme or a chunk is what failed.
 */
export function UnexpectedError({ code }: { code: string | null }) {
  const button = {
    display: 'inline-block',
    margin: 8,
    padding: '10px 24px',
    borderRadius: 999,
    fontSize: 16,
    fontWeight: 700,
    textDecoration: 'none',
    cursor: 'pointer',
  } as const;
  return (
    <main
      role="alert"
      style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center', color: '#2d2a3e' }}
    >
      <h1>Algo salió mal</h1>
      <p>Ocurrió un error inesperado. Probá de nuevo; si sigue pasando, escribinos y contanos qué estabas haciendo.</p>
      {code && <p>Código del error: {code}</p>}
      <p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{ ...button, border: 'none', background: '#4a3aa8', color: '#fff' }}
        >
          Reintentar
        </button>
        <a href="/" style={{ ...button, border: '2px solid #4a3aa8', color: '#4a3aa8' }}>
          Ir al inicio
        </a>
      </p>
    </main>
  );
}
