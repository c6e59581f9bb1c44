/** Temporary page module created by the web shell so the app builds; its owner replaces it. */
export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Jocul clasic</h1>
    </div>
  );
}
