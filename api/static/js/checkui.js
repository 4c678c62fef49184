// Checks in a judge's words: what the scenario shows, PASS/FAIL, the rules it rests on; the
// engine's step log folded away; "switch the rule off" runs it again without those rules and
// shows it fail (the proof that the rule is what makes it pass).
import { api } from "./api.js";
import { errorBox, h, ruleHref } from "./render.js";

export function checkButtons(rec) {
  const ids = rec.checks || [];
  if (!ids.length) return null;
  const out = h("div.checks");
  for (const id of ids) {
    const slot = h("div.check-run");
    const button = h("button.run-check", {
      type: "button", dataset: { check: id },
      onclick: () => runInto(slot, button, () => api.runCheck(id)),
    }, `▶ run check ${id}`);
    out.append(h("div.check", {}, button, " ", h("a.small", { href: `#/check/${encodeURIComponent(id)}` }, "scenario"), slot));
  }
  return out;
}

export async function runInto(slot, button, run) {
  if (button) button.disabled = true;
  slot.replaceChildren(h("span.busy", {}, "running …"));
  try {
    slot.replaceChildren(checkResult(await run()));
  } catch (e) {
    slot.replaceChildren(errorBox(e));
  } finally {
    if (button) button.disabled = false;
  }
}

const ruleLinks = (numbers) => numbers.map((n, i) => [i ? ", " : "", h("a.cr", { href: ruleHref(n) }, `CR ${n}`)]);

export function checkResult(result) {
  const rules = result.rules || [];
  const disabled = result.disabled || [];
  const outcome = h("div.switched");
  const head = disabled.length
    ? [result.passed ? "PASS" : "FAIL", ` with ${disabled.map((n) => `CR ${n}`).join(", ")} switched off — `, result.title]
    : [result.passed ? "PASS" : "FAIL", " — ", result.title || result.id];
  return h("div.check-result" + (result.passed ? ".pass" : ".fail"), { dataset: { check: result.id } },
    h("div.verdict", {}, ...head),
    result.failure ? h("p.failure", {}, disabled.length ? "What happens without the rule: " : "What went wrong: ", result.failure) : null,
    rules.length ? h("p.small", {}, "Rests on ", ruleLinks(rules)) : null,
    h("details.steps", {}, h("summary", {}, `engine steps (${(result.log || []).length})`),
      h("pre.log", {}, (result.log || []).join("\n"))),
    !disabled.length && rules.length ? h("button.switch-off", {
      type: "button",
      onclick: (e) => runInto(outcome, e.currentTarget, () => api.runCheck(result.id, rules)),
    }, `Switch ${rules.map((n) => `CR ${n}`).join(", ")} off and run again`) : null,
    outcome);
}
