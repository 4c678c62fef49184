// judgedesk page: hash routing, the search box, the language switch, keyboard navigation.
import { connection } from "./api.js";
import { askView } from "./ask.js";
import { cardView, nameField } from "./card.js";
import { LANG_NAMES, errorBox, h } from "./render.js";
import { ruleView } from "./rule.js";
import { checkView, checksView, crosscheckView, homeView, sourceView, sourcesView } from "./views.js";

const $ = (sel) => document.querySelector(sel);
const input = $("#q");
const view = $("#view");
let chosenLang = "";   // "" = detect
let renderToken = 0;   // a slower earlier answer never overwrites a newer view

const ui = {
  setQuestion(q, lang) {
    if (document.activeElement !== input || !input.value) input.value = q;
    chosenLang = lang || "";
    markLang(chosenLang);
  },
  showLanguage(lang, detected) {
    $("#lang-detected").textContent = `${detected ? "detected" : "language"}: ${LANG_NAMES[lang] || lang} (${lang})`;
    $("#lang-detected").dataset.lang = lang;
  },
};

function markLang(lang) {
  for (const b of document.querySelectorAll("#lang-switch button")) b.classList.toggle("on", b.dataset.lang === lang);
}

function askHash(q, lang) {
  return `#/ask?q=${encodeURIComponent(q)}${lang ? `&lang=${encodeURIComponent(lang)}` : ""}`;
}

function safeDecode(part) {
  try { return decodeURIComponent(part); } catch { return part; }
}

function navigate(hash) {
  if (location.hash === hash) route(); else location.hash = hash;
}

// Back returns the focus to the element that had it when the judge left the view.
const focusMemory = new Map();  // hash -> {id, selector}
let shownHash = null;

function rememberFocus() {
  const el = document.activeElement;
  if (shownHash === null || !el || !view.contains(el)) return;
  const article = el.closest("article.result");
  focusMemory.set(shownHash, article ? { id: article.dataset.id }
    : { href: el.getAttribute("href"), text: el.textContent });
}

function restoreFocus(hash) {
  const mark = focusMemory.get(hash);
  let el = null;
  if (mark && mark.id) el = view.querySelector(`article.result[data-id="${CSS.escape(mark.id)}"]`);
  if (mark && mark.href) el = [...view.querySelectorAll("a")].find((a) => a.getAttribute("href") === mark.href && a.textContent === mark.text);
  if (el) { el.focus(); el.scrollIntoView({ block: "center" }); } else if (hash !== "" && hash !== "#/" && !hash.startsWith("#/ask")) view.focus();
}

async function route() {
  rememberFocus();
  const token = ++renderToken;
  const hash = location.hash.replace(/^#\/?/, "");
  const [path, query = ""] = hash.split("?");
  const parts = path.split("/").map(safeDecode);
  if (parts[0] !== "ask") $("#lang-detected").textContent = "";
  view.replaceChildren(h("p.busy", { role: "status" }, "…"));
  let node;
  try {
    switch (parts[0]) {
      case "ask": node = await askView(new URLSearchParams(query), ui, homeView); break;
      case "card": node = parts[1] ? await cardView(parts.slice(1).join("/")) : h("section.card-view", {}, h("h1", {}, "Cards"), nameField()); break;
      case "rule": node = await ruleView(parts[1] || ""); break;
      case "crosscheck": node = await crosscheckView(parts.slice(1).join("/")); break;  // empty: the term box
      case "source": node = await sourceView(parts[1], parts[2] || "1", parts[3] === "all"); break;
      case "check": node = await checkView(parts.slice(1).join("/")); break;
      case "checks": node = await checksView(); break;
      case "sources": node = await sourcesView(); break;
      default: node = homeView();
    }
  } catch (e) {
    node = errorBox(e);
  }
  if (token !== renderToken) return;
  view.replaceChildren(connection.offline ? h("p.offline", { role: "status" },
    "The service is not answering: this is the copy the page loaded before. Links to views not yet opened will fail.") : "", node);
  document.title = parts[0] ? `judgedesk · ${parts.slice(0, 2).join(" ")}` : "judgedesk";
  shownHash = location.hash;
  restoreFocus(location.hash);
}

$("#ask-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const q = input.value.trim();
  if (!q) { input.focus(); return; }
  navigate(askHash(q, chosenLang));
});

$("#lang-switch").addEventListener("click", (e) => {
  const button = e.target.closest("button[data-lang]");
  if (!button) return;
  chosenLang = button.dataset.lang;
  markLang(chosenLang);
  const q = input.value.trim();
  if (q) navigate(askHash(q, chosenLang));
});

// Keyboard: ↓/j and ↑/k move through the results, o opens the source, c the card,
// r runs the first check, / returns to the search box, Esc leaves a result.
function results() { return [...view.querySelectorAll("article.result")]; }

function move(step) {
  const list = results();
  if (!list.length) return;
  const at = list.indexOf(document.activeElement.closest && document.activeElement.closest("article.result"));
  const next = at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step));
  list[next].focus();
  list[next].scrollIntoView({ block: "nearest" });
}

document.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const typing = e.target.matches && e.target.matches("input, textarea");
  if (typing) {
    if (e.target === input && e.key === "ArrowDown" && results().length) { e.preventDefault(); move(1); }
    if (e.key === "Escape") e.target.blur();
    return;
  }
  const current = document.activeElement && document.activeElement.closest ? document.activeElement.closest("article.result") : null;
  const click = (sel) => { const el = current && current.querySelector(sel); if (el) { e.preventDefault(); el.click(); } };
  switch (e.key) {
    case "ArrowDown": case "j": e.preventDefault(); move(1); break;
    case "ArrowUp": case "k": e.preventDefault(); move(-1); break;
    case "/": e.preventDefault(); input.focus(); input.select(); break;
    case "o": case "Enter": if (current && e.target === current) click("a.badge.source"); break;
    case "c": click("a.subject"); break;
    case "r": click("button.run-check"); break;
    case "Escape": input.focus(); break;
    default:
  }
});

// Every view has its own address: the footer button copies it.
$("#share-view").addEventListener("click", async () => {
  const ok = await navigator.clipboard.writeText(location.href).then(() => true, () => false);
  $("#share-view").textContent = ok ? "link copied ✓" : location.href;
});

if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => {});
window.addEventListener("hashchange", route);
window.addEventListener("viewurl", () => { shownHash = location.hash; });
route();
input.focus();
