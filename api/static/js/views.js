// The views behind the hash routes: ask, card, cross-check, source, check(s), documents.
import { api } from "./api.js";
import { runInto } from "./checkui.js";
import { LANG_NAMES, h, linkRules, recordCard, ruleChips, ruleHref, sourceBadge, sourceHref, span } from "./render.js";

const EXAMPLES = [
  ["de", "Wann verlässt eine Karte mit Zeitmarken das Exil?"],
  ["zh", "延缓的牌什么时候从放逐区施放？"],
  ["en", "Can I respond to a spell with split second?"],
];

export function homeView() {
  return h("section.home", {},
    h("h1", {}, "Ask a rules question"),
    h("p", {}, "German, Chinese or English. Every answer is an official ruling, shown with its document and lines, ",
      "the Comprehensive Rules number it rests on, its counterparts in the other languages, and a check you can run."),
    h("p.small", {}, "Every view has its own address (the part after #): copy it from the footer to send it to another judge. ",
      "Look up a ", h("a", { href: "#/card" }, "card"), " in any language, a ", h("a", { href: "#/rule/702.62" }, "rule"),
      " by number (today's or a 2006 one), or ", h("a", { href: "#/crosscheck/" }, "cross-check a term"), "."),
    h("ul.examples", {}, EXAMPLES.map(([lang, q]) =>
      h("li", { lang }, h("a", { href: `#/ask?q=${encodeURIComponent(q)}` }, q)))));
}

// Two documents side by side: aligned pairs (with method and score), flags, and the unpaired.
// Shape (judgedesk crosscheck --json): concept, labels (by lang/era), rule, definitions, documents,
// pairs [{a, b, score, method, verdict, holds_today, why}], unpaired, flags.
export async function crosscheckView(term) {
  if (!term.trim()) {
    return h("section.crosscheck-view", {}, h("h1", {}, "Cross-check a term"), termBox(""),
      h("p", {}, "Type a game term in German, Chinese or English (today's or a 2006 word): the two documents' rulings ",
        "on it are paired, each pair marked SAME or DIFFERS, with which one holds today."));
  }
  const cc = await api.crosscheck(term);
  const concept = typeof cc.concept === "object" && cc.concept ? cc.concept : { id: cc.concept };
  const pairs = cc.pairs || [];
  const unpaired = flatRecords(cc.unpaired);
  const rule = cc.rule && typeof cc.rule === "object" ? cc.rule.number || cc.rule.rule : cc.rule || concept.cr;
  return h("section.crosscheck-view", {},
    termBox(term),
    h("h1", {}, `Cross-check: ${concept.en || concept.id || term}`, " ",
      rule ? h("a.chip.rule", { href: ruleHref(rule), title: (cc.rule && cc.rule.title) || null }, `CR ${rule}`) : null),
    term !== (concept.en || concept.id) ? h("p.small", {}, `asked for “${term}”`) : null,
    labelsTable(cc.labels || concept.labels || []),
    flagList(cc.flags, "flags"),
    h("table.pairs", {},
      h("thead", {}, h("tr", {}, pairSides(cc, pairs).map((side) => h("th", {}, side)), h("th", {}, "same or different"))),
      h("tbody", {}, pairs.map((p) => {
        const [left, right] = pairParts(p);
        const [leftName, rightName] = pairSides(cc, pairs);
        return h("tr.pair", {},
          h("td", { lang: left && left.lang, dataset: { side: leftName } }, left ? sideCell(left) : h("em", {}, "no counterpart")),
          h("td", { lang: right && right.lang, dataset: { side: rightName } }, right ? sideCell(right) : h("em", {}, "no counterpart")),
          h("td.method", {}, verdictChip(p), derivationChip(p), p.why ? h("p.why", {}, p.why) : null, flagList(p.flags),
            h("details.why-method", {}, h("summary", {}, "how paired"),
              [p.method, typeof p.score === "number" ? p.score.toFixed(2) : null].filter(Boolean).join(" · "))));
      }))),
    pairs.length ? null : h("p.small", {}, "No aligned pairs."),
    unpaired.length ? h("div.unpaired", {}, h("h2", {}, `Not shown as a pair (${unpaired.length})`),
      h("ol.results", {}, unpaired.map((r) => h("li", {}, recordCard(r))))) : null,
    definitions(cc.definitions));
}

// same | differs, with the side that holds today and why (kb/crosscheck/pairing.py).
function verdictChip(p) {
  if (!p.verdict) return null;
  const holds = { a: "left holds today", b: "right holds today", both: "both hold today", neither: "neither holds today" };
  return h(`span.chip.verdict.${p.verdict}`, {},
    `${p.verdict.toUpperCase()}${p.holds_today ? ` · ${holds[p.holds_today] || p.holds_today}` : ""}`);
}

// Who decided the pair: a reader's review (data/rules/reviews/pair-reviews.csv) or the aligner.
function derivationChip(p) {
  if (!p.derivation) return null;
  return h(`span.chip.derivation.${p.derivation}`, {}, p.derivation === "reviewed" ? "reviewed" : "aligner");
}

function termBox(term) {
  const input = h("input", { type: "search", name: "term", value: term, "aria-label": "term to cross-check, any language",
    placeholder: "term in any language, e.g. Aussetzen, 延缓, flash" });
  return h("form.term-box", { role: "search", onsubmit: (e) => {
    e.preventDefault();
    if (input.value.trim()) location.hash = `#/crosscheck/${encodeURIComponent(input.value.trim())}`;
  } }, input, h("button", { type: "submit" }, "Cross-check"));
}

// unpaired may be a list or {document: [records]}.
function flatRecords(value) {
  if (!value) return [];
  return Array.isArray(value) ? value : Object.values(value).flat();
}

function pairParts(p) {
  if (Array.isArray(p)) return p;
  return [p.a || p.left || null, p.b || p.right || null];
}

function pairSides(cc, pairs) {
  const docs = Array.isArray(cc.documents) ? cc.documents : Object.values(cc.documents || {});
  if (docs.length >= 2) {
    return docs.slice(0, 2).map((d) => (typeof d === "string" ? d : `${d.file || d.id || d.source} (${d.lang || ""})`));
  }
  const first = pairs.map(pairParts).find(([a, b]) => a && b);
  return first ? first.map((r) => `${r.file || r.source} (${r.lang})`) : ["first document", "second document"];
}

function sideCell(rec) {
  return [rec.subject ? h("div.small", {}, rec.subject) : null, h("p.text", {}, linkRules(rec.text)), ruleChips(rec),
    sourceBadge(rec), flagList(rec.flags)];
}

// A flag about a whole document (not one row) says which document it is about.
function flagText(f) {
  if (typeof f === "string") return f;
  const where = [f.a, f.b].filter((d) => typeof d === "string" && d);
  const text = f.message || f.reason || f.detail;
  if (text) return where.length ? `${text} (in ${where.join(" and ")})` : text;
  return Object.entries(f).filter(([k]) => k !== "kind")
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : v}`).join("; ");
}

function flagList(flags, heading) {
  if (!flags || !flags.length) return null;
  return h("div.flags", {}, heading ? h("h2", {}, `Flags (${flags.length})`) : null,
    h("ul.flags", {}, flags.map((f) => h("li.flag", {},
      typeof f === "object" && f.kind ? h("strong", {}, `${f.kind}: `) : null, flagText(f)))));
}

// labels: a list of {lang, label, era, note} or {lang: {era: [label, …]}} / {lang: [{label, era}]}.
function labelRows(labels) {
  if (Array.isArray(labels)) return labels;
  const rows = [];
  for (const [lang, byEra] of Object.entries(labels || {})) {
    if (Array.isArray(byEra)) {
      for (const l of byEra) rows.push(typeof l === "string" ? { lang, label: l } : { lang, ...l });
    } else {
      for (const [era, list] of Object.entries(byEra || {})) {
        for (const l of [].concat(list)) rows.push(typeof l === "string" ? { lang, era, label: l } : { lang, era, ...l });
      }
    }
  }
  return rows;
}

function labelsTable(labels) {
  const rows = labelRows(labels);
  if (!rows.length) return null;
  return h("table.labels", {}, h("tbody", {}, rows.map((l) => h("tr", {},
    h("td", {}, l.lang), h("td", { lang: l.lang }, l.label), h("td.small", {}, l.era || ""), h("td.small", {}, l.note || "")))));
}

function definitions(defs) {
  const list = flatRecords(defs);
  if (!list.length) return null;
  return h("div.definitions", {}, h("h2", {}, "Glossary definitions"),
    h("ol.results", {}, list.map((d) => h("li", {}, typeof d === "string" ? d : recordCard(d)))));
}

export async function sourceView(id, lines, whole) {
  const doc = await api.source(id, lines, whole ? 20000 : 12);
  const [first, last] = doc.lines;
  const view = h("section.source-view", {},
    h("h1", {}, doc.title || doc.file),
    h("p", {}, h("span.badge.source", {}, h("span.doc", {}, doc.file), h("span.lines", {}, `lines ${span(first, last)}`),
      h("span.lang", {}, doc.lang), h("span.date", {}, doc.date || "undated")), " ",
      whole ? h("a", { href: `#/source/${encodeURIComponent(id)}/${first}-${last}` }, "show only the context")
        : h("a", { href: `#/source/${encodeURIComponent(id)}/${first}-${last}/all` }, "show the whole document")),
    h("ol.source-lines", { start: doc.context.length ? doc.context[0].n : 1, lang: doc.lang },
      doc.context.map((l) => h("li" + (l.cited ? ".cited" : ""), { value: l.n, id: `L${l.n}` }, l.text || "\u00a0"))));
  setTimeout(() => { const el = view.querySelector("li.cited"); if (el) el.scrollIntoView({ block: "center" }); }, 0);
  return view;
}

export async function checkView(id) {
  const check = await api.check(id);
  const slot = h("div.check-run");
  const editor = h("textarea.scenario", { rows: 18, spellcheck: "false", "aria-label": "scenario YAML" }, check.scenario || "");
  return h("section.check-view", {},
    h("h1", {}, check.title),
    check.description ? h("p", {}, check.description) : null,
    h("p", {}, "Rests on ", (check.rules || []).map((n) => h("a.chip.rule", { href: ruleHref(n) }, `CR ${n}`))),
    h("ul.backs", {}, (check.rulings || []).map((r) => h("li", {}, `${r.relation || "backs"}: `,
      h("a", { href: sourceHref(r) }, `${r.source} lines ${span(...r.lines)}`), r.note ? ` — ${r.note}` : ""))),
    h("button.run-check", { type: "button", dataset: { check: check.id },
      onclick: (e) => runInto(slot, e.currentTarget, () => api.runCheck(check.id)) }, `▶ run check ${check.id}`),
    slot,
    h("p.small", {}, `${check.id} · ${check.file}`),
    h("details.own", {}, h("summary", {}, "edit this scenario and run your own version"), editor,
      h("button", { type: "button", onclick: (e) => runInto(slot, e.currentTarget, () => api.runScenario(editor.value)) }, "▶ run edited scenario")));
}

export async function checksView() {
  const { checks } = await api.checks();
  return h("section.checks-view", {}, h("h1", {}, `Checks (${checks.length})`),
    h("ul", {}, checks.map((c) => h("li", {}, h("a", { href: `#/check/${encodeURIComponent(c.id)}` }, c.id), ` — ${c.title} `,
      (c.rules || []).map((n) => h("a.chip.rule", { href: ruleHref(n) }, `CR ${n}`))))));
}

export async function sourcesView() {
  const docs = await api.sources();
  return h("section.sources-view", {}, h("h1", {}, "Documents"),
    h("ul", {}, docs.map((d) => h("li", {}, h("a", { href: `#/source/${encodeURIComponent(d.id)}/1-1/all` }, d.title || d.file),
      ` · ${d.file} · ${LANG_NAMES[d.lang] || d.lang} · ${d.date || "undated"} · ${d.total_lines} lines`))));
}
