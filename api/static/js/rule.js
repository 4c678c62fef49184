// The rule page (#/rule/702.62): title, parent and subrules, the 2006 number, the rulings
// resting on it in every language with their status, and the checks that exercise it.
import { api } from "./api.js";
import { englishNames } from "./ask.js";
import { checkButtons } from "./checkui.js";
import { h, recordCard, ruleHref } from "./render.js";

const ruleLink = (r) => h("a.cr", { href: ruleHref(r.number) }, `CR ${r.number}`);

export async function ruleView(number) {
  const rule = await api.rule(number);
  const english = await englishNames(rule.rulings || []);
  const byLang = {};
  for (const r of rule.rulings || []) (byLang[r.lang] = byLang[r.lang] || []).push(r);
  return h("section.rule-view", {},
    h("h1", {}, `CR ${rule.number} `, h("span.rule-title", {}, rule.title || "")),
    rule.mapped_from ? h("p.mapped", {}, `You asked for ${rule.mapped_from}, its number in 2006; today it is ${rule.number}.`) : null,
    h("p.small", {}, `${rule.cr_version || ""} · source: ${rule.source || "?"}`),
    rule.parent ? h("p.parent", {}, "Part of ", ruleLink(rule.parent), ` ${rule.parent.title || ""}`) : null,
    (rule.old_numbers || []).length ? h("p.old-numbers", {}, "Numbered in 2006 as ",
      rule.old_numbers.map((o, i) => [i ? ", " : "", h("strong", {}, o.old_number), o.note ? ` (${o.note})` : "",
        h("span.small", {}, ` — ${o.source}`)])) : null,
    (rule.subrules || []).length ? h("details.subrules", { open: rule.subrules.length <= 12 },
      h("summary", {}, `Subrules (${rule.subrules.length})`),
      h("ul", {}, rule.subrules.map((s) => h("li", {}, ruleLink(s), ` ${s.title || ""}`)))) : null,
    h("h2", {}, `Rulings resting on it (${(rule.rulings || []).length})`),
    Object.entries(byLang).map(([lang, list]) => h("div.rulings-lang", { lang },
      h("h3", {}, `${lang} (${list.length})`),
      h("ol.results", {}, list.map((r, i) => h("li", {}, recordCard(r, { index: i, english: english[r.subject] })))))),
    h("h2", {}, `Checks (${(rule.checks || []).length})`),
    (rule.checks || []).length ? h("ul.rule-checks", {}, rule.checks.map((c) => h("li", {},
      h("a", { href: `#/check/${encodeURIComponent(c.id)}` }, c.title), " ",
      c.rules.map((n) => h("a.chip.rule", { href: ruleHref(n) }, `CR ${n}`)),
      checkButtons({ checks: [c.id] })))) : h("p.small", {}, "No bundled check cites this rule."));
}
