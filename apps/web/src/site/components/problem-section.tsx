const PROBLEMS = [
  {
    title: 'Your network lives in five places',
    body: 'WhatsApp threads, a phone full of business cards, an old spreadsheet and your memory. None of them can tell you who ships urea out of the Baltic.',
  },
  {
    title: 'Introductions go unmade',
    body: 'The buyer you met in Dubai and the supplier you met in Geneva never hear about each other, and the margin on that deal goes to someone else.',
  },
  {
    title: 'Relationships go quiet',
    body: 'A counterparty you spoke to every week during the last tender season has not heard from you in four months. Nobody reminds you.',
  },
];

export function ProblemSection() {
  return (
    <section className="border-b bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">The problem</p>
          <h2 className="mt-3 text-3xl font-semibold tracking-tight text-balance">
            In physical trade, the deal usually goes to whoever knew who to call
          </h2>
        </div>
        <div className="mt-10 grid gap-4 md:grid-cols-3">
          {PROBLEMS.map((problem, index) => (
            <div key={problem.title} className="rounded-lg border bg-background p-6">
              <p className="text-sm font-semibold text-muted-foreground tabular-nums">0{index + 1}</p>
              <h3 className="mt-3 text-base font-semibold">{problem.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{problem.body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
