// Copy a citation (document, lines, rule, status) or a link to the cited lines, for a
// judge's notes or a chat with another judge.
import { h, span } from "./render.js";

export function citation(rec) {
  const [first, last] = rec.lines || [0, 0];
  const rules = (rec.rules || []).map((r) => (typeof r === "string" ? r : r.number)).filter(Boolean);
  return [`${rec.file || rec.source}, lines ${span(first, last)}`, rules.length ? `CR ${rules.join(", ")}` : null,
    rec.status ? `${rec.status}${rec.date ? ` (${rec.date})` : ""}` : rec.date, rec.lang].filter(Boolean).join(" · ");
}

export function linkTo(rec) {
  const [first, last] = rec.lines || [1, 1];
  return `${location.origin}/#/source/${encodeURIComponent(rec.source)}/${first}-${last}`;
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h("textarea.offscreen", { "aria-hidden": "true" }, text);
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

function copyButton(label, text) {
  return h("button.copy", {
    type: "button", dataset: { copy: text },
    onclick: async (e) => {
      const button = e.currentTarget;
      const ok = await copyText(text);
      button.dataset.copied = ok ? "yes" : "no";
      button.textContent = ok ? `${label} ✓ copied` : `${label}: ${text}`;
    },
  }, label);
}

export function copyButtons(rec) {
  if (!rec.source || !rec.lines) return null;
  return h("span.copy-buttons", {}, copyButton("copy citation", citation(rec)), " ", copyButton("copy link", linkTo(rec)));
}
