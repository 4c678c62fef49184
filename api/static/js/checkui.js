// Checks in a judge's words: what the scenario shows, PASS/FAIL, the rules it rests on; the
// engine's step log folded away; "switch the rule off" runs it again without those rules and
// shows it fail (the proof that the rule is what makes it pass).
import { api } from "./api.js";
import { errorBox, h, ruleHref } from "./render.js";

export function checkButtons(rec) {
  const ids = rec.checks || [];
  if (!ids.length) return null;
  const out = h("div.checks");
  // A rule's own text (excerpt, glossary entry) is shown with the checks of that rule.
  if ((rec.checks_of || []).length) out.append(h("div.small.checks-of", {}, "checks of ", ruleLinks(rec.checks_of)));
  for (const id of ids) {
    const slot = h("div.check-run");
    const button = h("button.run-check", {
      type: "button", dataset: { check: id },
      onclick: () => runInto(slot, button, () => withStory(id, api.runCheck(id))),
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

async function withStory(id, running) {
  const [result, info] = await Promise.all([running, api.check(id).catch(() => null)]);
  return { ...result, description: info && info.description };
}

const ruleLinks = (numbers) => numbers.map((n, i) => [i ? ", " : "", h("a.cr", { href: ruleHref(n) }, `CR ${n}`)]);

// The engine's failure line in a judge's words: "actions[0].cast: refused: X" -> "step 1
// (cast) is refused: X"; "expectation actions[1].expect[0].stack: X" -> "after step 2, the
// stack is not what the check expects: X".
export function inWords(failure) {
  return failure
    .replace(/^expectation actions\[(\d+)\]\.expect\[\d+\]\.(\w+): /,
      (_, n, what) => `after step ${Number(n) + 1}, the ${what.replace(/_/g, " ")} is not what the check expects: `)
    .replace(/^actions\[(\d+)\]\.(\w+): refused(, but not as expected)?: /,
      (_, n, verb, other) => `step ${Number(n) + 1} (${verb}) is refused${other ? " for another reason than expected" : ""}: `);
}

export function checkResult(result) {
  const rules = result.rules || [];
  const disabled = result.disabled || [];
  const outcome = h("div.switched");
  const head = disabled.length
    ? [result.passed ? "PASS" : "FAIL", ` with ${disabled.map((n) => `CR ${n}`).join(", ")} switched off — `, result.title]
    : [result.passed ? "PASS" : "FAIL", " — ", result.title || result.id];
  return h("div.check-result" + (result.passed ? ".pass" : ".fail"), { dataset: { check: result.id } },
    h("div.verdict", {}, ...head),
    result.description ? h("p.story", {}, result.description) : null,
    result.failure ? h("p.failure", {}, disabled.length ? "What happens without the rule: " : "What went wrong: ",
      inWords(result.failure)) : null,
    rules.length ? h("p.small", {}, "Rests on ", ruleLinks(rules)) : null,
    h("details.steps", {}, h("summary", {}, `engine steps (${(result.log || []).length})`),
      h("pre.log", {}, (result.log || []).join("\n"))),
    !disabled.length && rules.length ? h("button.switch-off", {
      type: "button",
      onclick: (e) => runInto(outcome, e.currentTarget, async () => ({ ...(await api.runCheck(result.id, rules)),
        description: null })),
    }, `Switch ${rules.map((n) => `CR ${n}`).join(", ")} off and run again`) : null,
    outcome);
}
