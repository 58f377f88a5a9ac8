import { SendHorizontalIcon, SparklesIcon } from 'lucide-react';

const MATCHES = [
  { name: 'Olena Kovalenko', meta: 'Trader · Odesa', tags: ['Wheat', 'Corn'] },
  { name: 'Martin Dubois', meta: 'Supplier · Rouen', tags: ['Wheat', 'Barley'] },
  { name: 'Karim Mansour', meta: 'Broker · Alexandria', tags: ['Wheat'] },
];

/** A still of the AI CRM Assistant answering a real desk question. */
export function SampleChat() {
  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-lg">
      <div className="flex items-center gap-2.5 border-b px-4 py-3">
        <span className="flex size-7 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <SparklesIcon className="size-4" aria-hidden />
        </span>
        <div>
          <p className="text-sm leading-tight font-semibold">AI CRM Assistant</p>
          <p className="text-xs text-muted-foreground">Answers from your own network</p>
        </div>
      </div>
      <div className="space-y-3 px-4 py-4 text-[13px] leading-relaxed">
        <p className="ml-auto w-fit max-w-[85%] rounded-lg rounded-br-sm bg-primary px-3 py-2 text-primary-foreground">
          Who can cover 30,000 t of milling wheat into Egypt for the next tender?
        </p>
        <div className="max-w-[92%] space-y-2.5 rounded-lg rounded-bl-sm bg-muted px-3 py-2.5 text-foreground">
          <p>Three contacts fit, all with Black Sea or French origin:</p>
          <ul className="space-y-1.5">
            {MATCHES.map((m) => (
              <li key={m.name} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{m.name}</span>
                <span className="text-muted-foreground">{m.meta}</span>
                {m.tags.map((tag) => (
                  <span key={tag} className="rounded bg-card px-1.5 py-px text-[11px] font-medium text-muted-foreground ring-1 ring-border">
                    {tag}
                  </span>
                ))}
              </li>
            ))}
          </ul>
          <p>
            Introduce <span className="font-medium">Olena</span> to <span className="font-medium">Karim</span>: she has the cargoes, he
            knows the tender desk. You last spoke to Olena 5 weeks ago.
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 border-t px-3 py-2.5">
        <span className="flex-1 truncate rounded-md border bg-background px-3 py-1.5 text-[13px] text-muted-foreground">
          Ask about your network…
        </span>
        <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <SendHorizontalIcon className="size-4" aria-hidden />
        </span>
      </div>
    </div>
  );
}
