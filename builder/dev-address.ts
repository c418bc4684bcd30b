// Where `npm run dev` listens: HOST and PORT, else localhost:5173. The content editor reads it
// too, to link each text to the page that shows it.
export function devServerAddress(env: Record<string, string | undefined> = process.env): {
  host: string;
  port: number;
  origin: string;
} {
  const host = env.HOST ?? "localhost";
  const port = Number(env.PORT ?? 5173);
  return { host, port, origin: `http://${host}:${port}` };
}
