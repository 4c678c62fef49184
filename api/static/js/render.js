// Building blocks of every view: source badges, rule chips, rulings, counterparts, check runs.
import { checkButtons } from "./checkui.js";
import { copyButtons } from "./copy.js";

export const LANG_NAMES = { de: "Deutsch", zh: "中文", en: "English" };

// h("a.badge", {href}, child, …): a tiny element builder (text is always set as text, never HTML).
export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

export const span = (first, last) => (first === last ? `${first}` : `${first}–${last}`);

export function sourceHref(rec) {
  const [first, last] = rec.lines || [1, 1];
  return `#/source/${encodeURIComponent(rec.source)}/${first}-${last}`;
}

// document · lines · language · date · current/superseded — links to the source view.
export function sourceBadge(rec) {
  const [first, last] = rec.lines || [0, 0];
  const status = rec.status || null;
  return h("a.badge.source" + (status ? `.${status}` : ""), {
    href: sourceHref(rec), title: rec.status_reason || `open ${rec.file} at line ${first}`,
  },
    h("span.doc", {}, rec.file || rec.source),
    h("span.lines", {}, `lines ${span(first, last)}`),
    h("span.lang", {}, rec.lang || "?"),
    h("span.date", {}, rec.date || "undated"),
    status ? h("span.status", {}, status) : null);
}

export const ruleHref = (n) => `#/rule/${encodeURIComponent(n)}`;

// Text with every CR number in it ("702.62a", the 2006 FAQ's "502.59") as a link to its rule page.
const CR_NUMBER = /(?<![\d.])(\d{3}\.\d{1,3}[a-z]?)(?![\d])/g;
export function linkRules(text) {
  const out = [];
  let last = 0;
  for (const m of (text || "").matchAll(CR_NUMBER)) {
    out.push(text.slice(last, m.index), h("a.cr", { href: ruleHref(m[1]) }, m[1]));
    last = m.index + m[1].length;
  }
  out.push((text || "").slice(last));
  return out;
}

function ruleNumber(rule) {
  return typeof rule === "string" ? rule : rule.number || rule.rule || String(rule);
}

// CR chips: rules are {number, title, derivation, quoted_as, role} (or plain numbers). Where the document
// itself quotes another (older) number, e.g. the 2006 FAQ's 502.59a for today's 702.62a, it is shown too.
// A reviewer's further rule (role "also") is not a rule the ruling rests on: its chip says "also".
export function ruleChips(rec) {
  const seen = new Set();
  const rules = [...(rec.rules || []), ...(rec.rule_links || [])].filter((r) => {
    const n = r && ruleNumber(r);
    if (!n || seen.has(n)) return false;
    seen.add(n);
    return true;
  });
  return rules.map((rule) => {
    const n = ruleNumber(rule);
    const info = typeof rule === "object" ? rule : {};
    const old = info.quoted_as && info.quoted_as !== n ? info.quoted_as : null;
    // A reviewer's link names its review (file, line); a precedent names the reviewed ruling it follows.
    const reviewed = info.derivation === "reviewed" || info.derivation === "precedent";
    const why = info.evidence && (reviewed ? info.evidence : `because it says “${info.evidence}”`);
    const title = [info.title, why].filter(Boolean).join(" · ");
    const also = info.role === "also";
    const kind = `a.chip.rule${reviewed ? ".reviewed" : ""}${also ? ".also" : ""}`;
    return h(kind, { href: ruleHref(n), title: title || null, dataset: { rule: n } },
      also ? h("span.role", {}, "also ") : null, `CR ${n}`, reviewed ? h("span.mark", { title: "reviewed" }, " ✓") : null,
      old ? h("span.old", {}, ` (document: ${old})`) : null);
  });
}

export function subjectLink(rec, english) {
  if (!rec.subject) return null;
  const kind = rec.subject_kind || "";
  const href = kind === "card" ? `#/card/${encodeURIComponent(rec.subject)}`
    : `#/crosscheck/${encodeURIComponent(rec.subject)}`;
  return h("a.subject", { href, title: kind === "card" ? "every ruling of this card" : "cross-check this concept" },
    kind ? h("span.kind", {}, kind) : null, rec.subject,
    english && english !== rec.subject ? h("span.english", { lang: "en" }, ` (${english})`) : null);
}

// The same point in the other languages: {id, source, lang, text, score, method, derivation, verdict, holds_today, why},
// plus file/lines when known. holds_today is seen from the ruling shown: this | other | both | neither.
export function counterparts(rec) {
  const items = rec.counterparts || [];
  if (!items.length) return null;
  const langs = [...new Set(items.map((c) => c.lang).filter(Boolean))].join(", ");
  return h("details.counterparts", { open: true },
    h("summary", {}, `counterparts in other languages (${items.length}${langs ? `: ${langs}` : ""})`),
    h("ul", {}, items.map((c) => h("li.counterpart", { lang: c.lang || null },
      h("span.lang", {}, c.lang || "?"), " ",
      c.verdict ? h(`span.chip.verdict.${c.verdict}`, { title: c.why || null },
        `${c.verdict.toUpperCase()}${c.holds_today ? ` · holds today: ${c.holds_today}` : ""}` +
        `${c.derivation === "reviewed" ? " · reviewed" : ""}`) : null, " ",
      linkRules(c.text || c.id || ""), " ",
      c.lines ? sourceBadge(c) : h("span.small", {}, c.source || ""),
      c.why ? h("span.small.why-pair", {}, ` — ${c.why}`) : null))));
}

// The same ruling printed again in this document under other cards (kb/search/repeats.py).
export function sameText(rec) {
  const items = rec.same_text || [];
  if (!items.length) return null;
  return h("p.same-text.small", {}, "also printed under ",
    items.map((c, i) => [i ? ", " : "", h("a", { href: sourceHref({ source: rec.source, lines: c.lines }) },
      `${c.subject || rec.source} (lines ${span(c.lines[0], c.lines[1])})`)]));
}

// Why a ruling can be trusted, in words visible on any screen: each rule it rests on with its
// title and the words of the ruling that gave the link; what changed if it no longer holds;
// today's terms where it is written in old words (its substance still holds).
export function trustNotes(rec) {
  const rules = (rec.rules || []).filter((r) => r && typeof r === "object" && r.evidence);
  const change = rec.status === "superseded" ? rec.status_change : null;
  const terms = rec.wording === "dated" ? rec.wording_terms || [] : [];
  const caution = rec.caution || null;
  if (!rules.length && !change && !terms.length && !caution && rec.status !== "superseded") return null;
  return h("ul.trust.small", {},
    rules.map((r) => h("li.why", {}, h("a.cr", { href: ruleHref(r.number) }, h("strong", {}, `CR ${r.number}`)), r.title ? ` ${r.title}` : "",
      ` — because it says “${r.evidence}”`)),
    rec.status === "superseded" ? h("li.changed", {}, h("strong", {}, "No longer holds"),
      change ? `: ${change.title} (${change.date}). Today: ${change.today}` : `: ${rec.status_reason || "the rules changed"}`) : null,
    // wrong in part when printed (no rules change): the part that does not hold and its rule
    caution ? h("li.caution", {}, h("strong", {}, "Caution: "), `${caution.note} `,
      h("a.cr", { href: ruleHref(caution.rule) }, `CR ${caution.rule}`)) : null,
    terms.length ? h("li.wording", {}, h("strong", {}, "Old wording, still current: "),
      terms.map((t) => `${t.old} → ${t.new}`).join("; ")) : null);
}

// One ruling / glossary entry / rulebook passage. Scores and retriever names are for the
// curious, behind "why this result"; the judge sees the text, its source and its status.
export function recordCard(rec, { index, showSubject = true, english = null } = {}) {
  const kind = rec.kind || "ruling";
  return h(`article.result.kind-${kind}`, { tabindex: "0", dataset: { index: index ?? "", id: rec.id || "" }, lang: rec.lang || null },
    h("header", {},
      h("span.chip.kind", {}, kind),
      showSubject ? subjectLink(rec, english) : null,
      ruleChips(rec)),
    h("p.text", {}, linkRules(rec.text || "")),
    trustNotes(rec),
    h("footer", {}, sourceBadge(rec), copyButtons(rec)),
    whyThisResult(rec),
    sameText(rec),
    counterparts(rec),
    checkButtons(rec));
}

function whyThisResult(rec) {
  if (typeof rec.score !== "number" && !rec.explain) return null;
  const ex = rec.explain || {};
  const ranks = Object.entries(ex.ranks || {}).map(([list, rank]) => `${list} #${rank}`).join(", ");
  return h("details.why", {}, h("summary", {}, "why this result"),
    h("p.small", {}, typeof rec.score === "number" ? `fused score ${rec.score.toFixed(4)}` : "",
      ranks ? ` · found by ${ranks}` : "",
      ex.concepts && ex.concepts.length ? ` · terms: ${ex.concepts.join(", ")}` : "",
      ex.cards && ex.cards.length ? ` · cards named: ${ex.cards.join(", ")}` : ""));
}

export function errorBox(e) {
  const err = e.error || { code: "error", message: String(e.message || e) };
  return h("div.error", { role: "alert" },
    h("strong", {}, err.message),
    err.field ? h("div.small", {}, `field: ${err.field}`) : null,
    err.close_matches && err.close_matches.length
      ? h("div.close", {}, "Did you mean: ", err.close_matches.map((m, i) => [i ? ", " : "", h("a", { href: closeHref(m) }, m)])) : null,
    err.allowed && err.allowed.length ? h("div.small", {}, `allowed: ${err.allowed.join(", ")}`) : null);
}

// Close matches link back into the view that failed (card, cross-check, check).
function closeHref(match) {
  const [, view] = (location.hash.match(/^#\/([a-z]+)/) || []);
  const target = ["card", "crosscheck", "check", "rule"].includes(view) ? view : "card";
  return `#/${target}/${encodeURIComponent(match)}`;
}
