/**
 * A self-contained API reference page (no CDN): its script (a file, for the CSP) reads
 * /api/openapi.json and lists every operation.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tradeloom API</title><meta name="robots" content="noindex">
<style>
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--bg:#f8fafc;--card:#fff;--line:#e2e8f0;--teal:#0f4c5c}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#94a3b8;--bg:#0b1220;--card:#111a2c;--line:#1e293b;--teal:#5eead4}}
body{font:14px/1.5 Inter,system-ui,sans-serif;margin:0;background:var(--bg);color:var(--fg)}
main{max-width:960px;margin:0 auto;padding:32px 20px}h1{margin:0 0 4px;font-size:24px}
p.lead{color:var(--muted);margin:0 0 24px}section{margin:0 0 28px}h2{font-size:16px;border-bottom:1px solid var(--line);padding-bottom:6px}
details{background:var(--card);border:1px solid var(--line);border-radius:8px;margin:8px 0}
summary{cursor:pointer;padding:10px 14px;display:flex;gap:10px;align-items:center}
.m{font:600 12px ui-monospace,monospace;text-transform:uppercase;padding:2px 8px;border-radius:6px;background:var(--teal);color:var(--bg)}
code,pre{font:12px/1.5 ui-monospace,monospace}pre{margin:0;padding:12px 14px;border-top:1px solid var(--line);overflow:auto}
.s{color:var(--muted)}
</style></head><body><main><h1>Tradeloom API</h1>
<p class="lead">Every endpoint of the server, generated from its request and response schemas. Raw document: <a href="/api/openapi.json">/api/openapi.json</a>. Authentication endpoints live under <code>/api/auth</code> (Better Auth).</p>
<div id="ops">Loading…</div></main>
<script src="/api/docs/docs.js"></script></body></html>`;

export const DOCS_JS = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  const byTag={};
  for(const [path,item] of Object.entries(doc.paths||{}))for(const [method,op] of Object.entries(item)){
    const tag=(op.tags&&op.tags[0])||'Other';(byTag[tag]=byTag[tag]||[]).push({path,method,op});}
  const esc=s=>String(s).replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));
  document.getElementById('ops').innerHTML=Object.keys(byTag).sort().map(tag=>'<section><h2>'+esc(tag)+'</h2>'+
    byTag[tag].map(({path,method,op})=>'<details><summary><span class="m">'+method+'</span><code>'+esc(path)+'</code><span class="s">'+esc(op.summary||'')+'</span></summary><pre>'+
    esc(JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2))+'</pre></details>').join('')+'</section>').join('');
}).catch(e=>{document.getElementById('ops').textContent='Could not load the document: '+e.message});
`;
