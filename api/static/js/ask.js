// The answer view: results in the question's language first, an honest "no answer" with
// "did you mean", filters (language, document, status, kind) kept in the shareable URL.
import { api } from "./api.js";
import { LANG_NAMES, h, recordCard } from "./render.js";

const FILTERS = [["in", "lang", "language"], ["doc", "file", "document"], ["status", "status", "status"], ["kind", "kind", "kind"]];

export async function askView(params, ui, home) {
  const q = params.get("q") || "";
  const lang = params.get("lang") || "";
  ui.setQuestion(q, lang);
  if (!q.trim()) return home();
  const [answer, cards] = await Promise.all([api.ask(q, lang), api.cards(q).catch(() => null)]);
  ui.showLanguage(answer.lang, answer.lang_detected);
  // stable: the question's language first, the ranking kept within each group
  const results = [...(answer.results || [])].sort((a, b) => (b.lang === answer.lang) - (a.lang === answer.lang));
  const english = await englishNames(results);
  const answered = answer.answered !== false && results.length > 0;
  const list = h("ol.results", {}, results.map((r, i) => h("li", { dataset: filterData(r) },
    recordCard(r, { index: i, english: english[r.subject] }))));
  return h("section.answers", {},
    cardHits(cards),
    answered ? h("p.summary", { role: "status" },
      `${results.length} result${results.length > 1 ? "s" : ""} for “${answer.question}”, ${LANG_NAMES[answer.lang] || answer.lang} first`)
      : h("p.no-answer", { role: "status" }, `No ruling answers “${answer.question}”.`,
        answer.no_answer_reason ? h("span.small", {}, ` (${answer.no_answer_reason})`) : null),
    answered && answer.answer_strength === "weak" ? h("p.weak-answer", { role: "note" },
      "No game term or card name is recognised in this question: the results below only share words with it.") : null,
    didYouMean(answer.did_you_mean || []),
    answered ? [filterBar(list, params), list]
      : results.length ? h("details.loose", {}, h("summary", {}, `show ${results.length} loose match${results.length > 1 ? "es" : ""} anyway`), list) : null);
}

function cardHits(cards) {
  if (!cards || !cards.cards.length) return null;
  const seen = new Set();
  const unique = cards.cards.filter((c) => !seen.has(c.name) && seen.add(c.name));
  return h("div.card-hits", {}, "Cards: ", unique.map((c) =>
    h("a.chip.card", { href: `#/card/${encodeURIComponent(c.name)}` }, c.name, h("span.lang", {}, c.lang))));
}

function didYouMean(items) {
  if (!items.length) return null;
  return h("p.did-you-mean", {}, "Did you mean: ", items.map((s, i) => [i ? " · " : "",
    h("a", { href: s.kind === "card" ? `#/card/${encodeURIComponent(s.text)}` : `#/ask?q=${encodeURIComponent(s.text)}`,
      lang: s.lang, dataset: { kind: s.kind, target: s.target } }, s.text),
    s.english && s.english !== s.text ? h("span.small", {}, ` (${s.kind === "card" ? "card" : "term"}: ${s.english})`)
      : h("span.small", {}, ` (${s.kind})`)]));
}

// English names beside foreign names: a card's from the termbase's card names, a mechanic's
// or term's from its concept; one request per distinct name (kept in memory by api.js).
export async function englishNames(results) {
  const foreign = results.filter((r) => r.subject && r.lang !== "en");
  const cards = [...new Set(foreign.filter((r) => r.subject_kind === "card").map((r) => r.subject))];
  const terms = [...new Set(foreign.filter((r) => r.subject_kind !== "card").map((r) => r.subject))];
  const [cardHits, termHits] = await Promise.all([
    Promise.all(cards.map((s) => api.cardNames(s).catch(() => null))),
    Promise.all(terms.map((s) => api.term(s).catch(() => null)))]);
  const out = {};
  cardHits.forEach((f, i) => { if (f && f.card) out[cards[i]] = f.card; });
  termHits.forEach((f, i) => { if (f && f.concept && f.concept.en) out[terms[i]] = f.concept.en; });
  return out;
}

function filterData(r) {
  return { lang: r.lang || "", file: r.file || r.source || "", status: r.status || "", kind: r.kind || "" };
}

function filterBar(list, params) {
  const items = [...list.children];
  const selects = FILTERS.map(([param, key, label]) => {
    const values = [...new Set(items.map((li) => li.dataset[key]).filter(Boolean))].sort();
    const select = h("select", { name: param, "aria-label": `filter by ${label}`, dataset: { key } },
      h("option", { value: "" }, `any ${label}`), values.map((v) => h("option", { value: v }, v)));
    select.value = values.includes(params.get(param)) ? params.get(param) : "";
    return select;
  });
  const hide = () => {
    for (const li of items) li.hidden = selects.some((s) => s.value && li.dataset[s.dataset.key] !== s.value);
  };
  const apply = () => {
    hide();
    const hash = new URLSearchParams(location.hash.split("?")[1] || "");
    for (const s of selects) { if (s.value) hash.set(s.name, s.value); else hash.delete(s.name); }
    history.replaceState(null, "", `#/ask?${hash.toString()}`);
    window.dispatchEvent(new Event("viewurl"));
  };
  selects.forEach((s) => s.addEventListener("change", apply));
  hide();
  return h("div.filters", { role: "group", "aria-label": "filters" }, selects);
}
