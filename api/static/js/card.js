// The card page, in the manner of Scryfall: the card's names in every language with era and
// source, its printed copies merged into one card (type line, cost, text once), every ruling
// with its status, rule links and checks; a name field that suggests as you type.
import { api } from "./api.js";
import { h, linkRules, recordCard, sourceBadge } from "./render.js";

export function nameField() {
  const input = h("input", { type: "search", name: "card", autocomplete: "off",
    placeholder: "card name in any language", "aria-label": "Card name in any language" });
  const pick = h("ul.suggestions", { role: "listbox", "aria-label": "suggested cards" });
  let token = 0;
  let shownFor = ""; // the text the suggestions on screen were found for
  const suggest = (q) => api.names(q).catch(() => ({ suggestions: [] }));
  input.addEventListener("input", async () => {
    const q = input.value.trim();
    const mine = ++token;
    if (q.length < 2) { pick.replaceChildren(); shownFor = ""; pick.setAttribute("aria-busy", "false"); return; }
    pick.setAttribute("aria-busy", "true"); // the list on screen is for an earlier text
    const found = await suggest(q);
    if (mine !== token) return;
    shownFor = q;
    pick.setAttribute("aria-busy", "false");
    pick.replaceChildren(...found.suggestions.map((s) => h("li", { role: "option", lang: s.lang },
      h("a", { href: `#/card/${encodeURIComponent(s.text)}` }, s.text),
      s.english && s.english !== s.text ? h("span.small", { lang: "en" }, ` — ${s.english}`) : null,
      h("span.small", {}, ` · ${s.lang}`))));
  });
  // ↓ from the field into the suggestions, ↑/↓ between them, Enter opens one
  input.addEventListener("keydown", (e) => {
    const first = pick.querySelector("a");
    if (e.key === "ArrowDown" && first) { e.preventDefault(); e.stopPropagation(); first.focus(); }
  });
  pick.addEventListener("keydown", (e) => {
    const links = [...pick.querySelectorAll("a")];
    const at = links.indexOf(document.activeElement);
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    e.stopPropagation();
    const next = at + (e.key === "ArrowDown" ? 1 : -1);
    if (next < 0) input.focus(); else links[Math.min(next, links.length - 1)].focus();
  });
  // Enter opens the first suggestion for the text as typed now: a judge who types fast and
  // presses Enter before the last answer arrived must not land on a card found for a prefix.
  const form = h("form.card-search", { role: "search", onsubmit: async (e) => {
    e.preventDefault();
    const q = input.value.trim();
    if (!q) return;
    let href = shownFor === q ? pick.querySelector("a")?.getAttribute("href") : null;
    if (shownFor !== q && q.length >= 2) {
      const found = await suggest(q);
      if (found.suggestions.length) href = `#/card/${encodeURIComponent(found.suggestions[0].text)}`;
    }
    location.hash = href || `#/card/${encodeURIComponent(q)}`;
  } }, input, h("button", { type: "submit" }, "Open card"));
  return h("div.name-field", {}, form, pick);
}

// Copies printed under the same name in one language are one card; each keeps its source badge.
function mergeCopies(copies) {
  const merged = [];
  for (const copy of copies) {
    const key = `${copy.lang}|${copy.name}`;
    const same = merged.find((m) => m.key === key);
    if (same) { same.copies.push(copy); same.rulings.push(...copy.rulings); } else merged.push({ key, copies: [copy], rulings: [...copy.rulings] });
  }
  for (const m of merged) {
    const seen = new Set();
    m.rulings = m.rulings.filter((r) => !seen.has(r.text) && seen.add(r.text));
  }
  return merged;
}

// The card's faces once; a copy printed with other text adds its own.
function distinctFaces(copies) {
  const seen = new Set();
  return copies.flatMap((c) => (c.faces && c.faces.length ? c.faces : [c]))
    .filter((f) => { const k = `${f.type_line}|${plain(f.rules_text)}`; return !seen.has(k) && seen.add(k); });
}

// One copy may set reminder text in *italics* markup, the other not: the same text.
function plain(text) {
  return (text || "").replace(/[*_]/g, "").replace(/\s+/g, " ").trim();
}

function namesTable(names) {
  if (!names || !names.names.length) return null;
  return h("table.card-names", {}, h("caption", {}, "Names"),
    h("thead", {}, h("tr", {}, h("th", {}, "language"), h("th", {}, "name"), h("th", {}, "era"), h("th", {}, "source"))),
    h("tbody", {}, names.names.map((n) => h("tr", {}, h("td", {}, n.lang), h("td", { lang: n.lang }, n.name),
      h("td", {}, n.era), h("td.small", {}, n.source)))));
}

export async function cardView(name) {
  const [card, names] = await Promise.all([api.card(name), api.cardNames(name).catch(() => null)]);
  const first = card.copies[0] || {};
  const english = names && names.card && names.card !== first.name ? names.card : null;
  return h("section.card-view", {},
    nameField(),
    h("h1", {}, first.name || name, english ? h("span.english", { lang: "en" }, ` — ${english}`) : null),
    namesTable(names),
    mergeCopies(card.copies).map((m) => h("div.copy", { lang: m.copies[0].lang },
      h("p.printed", {}, `Printed ${m.copies.length === 1 ? "once" : `${m.copies.length} times`}: `,
        m.copies.map((c) => sourceBadge(c))),
      m.copies[0].mechanic ? h("p.small", {}, `example card for ${m.copies[0].mechanic}`) : null,
      distinctFaces(m.copies).map((face) => h("div.face", {},
        h("div.typeline", {}, [face.mana_cost, face.type_line, face.power_toughness].filter(Boolean).join(" · ")),
        h("p.rules-text", {}, linkRules(face.rules_text || "")))),
      h("h2", {}, `Rulings (${m.rulings.length})`),
      h("ol.results", {}, m.rulings.map((r, i) => h("li", {}, recordCard(r, { index: i, showSubject: false })))))),
    card.mechanic_rulings && card.mechanic_rulings.length ? h("div.mechanics", {},
      h("h2", {}, "Rulings of the mechanics its text names"),
      card.mechanic_rulings.map((m) => h("div.mechanic", {},
        h("h3", {}, h("a", { href: `#/crosscheck/${encodeURIComponent(m.name)}` }, m.name), " ", sourceBadge(m)),
        h("ol.results", {}, (m.rulings || []).map((r) => h("li", {}, recordCard(r, { showSubject: false }))))))) : null);
}
