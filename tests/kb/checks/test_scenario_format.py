"""A judge's scenario file that is malformed is refused with a ``ScenarioError`` naming the
file, the field (a path such as ``actions[0].cast.alt``) and, where there is a closed list, the
allowed values — never a traceback."""

from __future__ import annotations

import textwrap

import pytest

from kb.checks import FORMAT, ScenarioError, parse_scenario, parse_scenarios, run_scenario

pytestmark = pytest.mark.unit

CARD = """
cards:
  - name: Shock
    cost: "{R}"
    types: [instant]
    spell:
      targets: [any]
      effects: [{damage: {amount: 2, to: target}}]
"""
PLAYERS = """
setup:
  players:
    - name: A
      hand: [Shock]
      battlefield: [Mountain]
    - name: B
"""


def scenario(body: str = "", *, head: str | None = None, cards: str = CARD, setup: str = PLAYERS) -> str:
    head = head if head is not None else f"format: {FORMAT}\nid: made-up\ntitle: A made-up check\nrules: ['117.1a']\n"
    return head + textwrap.dedent(cards) + textwrap.dedent(setup) + textwrap.dedent(body)


# (case, text, the field named, a value the "allowed" list must contain, or None)
MALFORMED = [
    ("not-yaml", "format: [unclosed", "line", None),
    ("top-level-list", "- just\n- a list\n", "(top)", None),
    ("wrong-format", scenario(head="format: judgedesk-scenario/9\nid: x\ntitle: t\n"), "format", FORMAT),
    ("missing-id", scenario(head=f"format: {FORMAT}\ntitle: t\n"), "id", None),
    ("unknown-top-field", scenario("colour: blue\n"), "colour", "actions"),
    ("unknown-rule", scenario(head=f"format: {FORMAT}\nid: x\ntitle: t\nrules: ['702.999']\n"), "rules[0]", None),
    ("unknown-source", scenario("rulings: [{source: mtg-wiki, lines: [1, 2]}]\n"), "rulings[0].source", "tsp-faq-zh"),
    ("reversed-lines", scenario("rulings: [{source: tsp-faq-zh, lines: [9, 2]}]\n"), "rulings[0].lines", None),
    ("unknown-card-type", scenario(cards="cards: [{name: X, types: [wizardry]}]\n"), "cards[0].types", "sorcery"),
    ("creature-without-pt", scenario(cards="cards: [{name: X, types: [creature]}]\n"), "cards[0].power", None),
    (
        "unknown-keyword",
        scenario(cards="cards: [{name: X, types: [instant], keywords: [hyperspeed]}]\n"),
        "cards[0].keywords[0]",
        "suspend",
    ),
    (
        "suspend-without-cost",
        scenario(cards="cards: [{name: X, types: [sorcery], keywords: ['suspend 3']}]\n"),
        "cards[0].keywords[0]",
        None,
    ),
    (
        "unknown-effect",
        scenario(cards="cards: [{name: X, types: [instant], spell: [{explode: {}}]}]\n"),
        "cards[0].spell.effects[0]",
        "damage",
    ),
    ("bad-mana-cost", scenario(cards="cards: [{name: X, cost: '{Q}', types: [instant]}]\n"), "cards[0].cost", None),
    (
        "unknown-effect-parameter",
        scenario(cards="cards: [{name: X, types: [instant], spell: [{damage: {amont: 3}}]}]\n"),
        "cards[0].spell.effects[0].damage.amont",
        "amount",
    ),
    (
        "unknown-amount",
        scenario(cards="cards: [{name: X, types: [instant], spell: [{damage: {amount: lots, to: target}}]}]\n"),
        "cards[0].spell.effects[0].damage.amount",
        "X",
    ),
    (
        "unknown-filter-key-in-an-amount",
        scenario(cards="cards: [{name: X, types: [instant], spell: [{draw: {amount: {plus: [1, {count: {typs: x}}]}}}]}]\n"),
        "cards[0].spell.effects[0].draw.amount.plus[1].count.typs",
        "types",
    ),
    (
        "unknown-trigger-event",
        scenario(cards="cards: [{name: X, types: [artifact], triggered: [{when: teatime, effects: [draw]}]}]\n"),
        "cards[0].triggered[0].when.teatime",
        "upkeep",
    ),
    (
        "unknown-cost",
        scenario(cards="cards: [{name: X, types: [artifact], activated: [{cost: '{T}, pray', effects: [draw]}]}]\n"),
        "cards[0].activated[0].cost[1]",
        "sacrifice",
    ),
    (
        "inline-card-in-a-zone",
        scenario(setup="setup: {players: [{name: A, hand: [{card: {name: Y, types: [sorcry]}}]}, {name: B}]}\n"),
        "setup.players[0].hand[0].card.types[0]",
        "sorcery",
    ),
    (
        "unknown-gained-keyword",
        scenario(setup="setup: {players: [{name: A, battlefield: [{card: Mountain, gains: [hastee]}]}, {name: B}]}\n"),
        "setup.players[0].battlefield[0].gains[0]",
        "haste",
    ),
    ("one-player", scenario(setup="setup: {players: [{name: A}]}\n"), "setup.players", None),
    ("unknown-step", scenario(setup="setup: {step: teatime, players: [{name: A}, {name: B}]}\n"), "setup.step", "upkeep"),
    ("unknown-active-player", scenario(setup="setup: {active: C, players: [{name: A}, {name: B}]}\n"), "setup.active", "B"),
    (
        "unknown-card-in-zone",
        scenario(setup="setup: {players: [{name: A, hand: [Lightning Bolt]}, {name: B}]}\n"),
        "setup.players[0].hand[0].card",
        "Shock",
    ),
    ("unknown-action", scenario("actions: [{teleport: {player: A}}]\n"), "actions[0].teleport", "cast"),
    ("two-actions-in-one", scenario("actions: [{pass: 1, resolve: 1}]\n"), "actions[0]", "cast"),
    ("cast-without-card", scenario("actions: [{cast: {player: A}}]\n"), "actions[0].cast.card", None),
    (
        "unknown-alt-cost",
        scenario("actions: [{cast: {player: A, card: Shock, alt: evoke}}]\n"),
        "actions[0].cast.alt",
        "flashback",
    ),
    (
        "unknown-cast-field",
        scenario("actions: [{cast: {player: A, card: Shock, speed: 3}}]\n"),
        "actions[0].cast.speed",
        "targets",
    ),
    ("unknown-expectation", scenario("expect: [{mood: {A: happy}}]\n"), "expect[0].mood", "life"),
    ("unknown-zone-expected", scenario("expect: [{zone: {card: Shock, is: sideboard}}]\n"), "expect[0].zone.is", "graveyard"),
    ("legal-without-is", scenario("expect: [{legal: {action: {pass: 1}}}]\n"), "expect[0].legal", "is"),
    (
        "unknown-error-key",
        scenario("actions: [{pass: 1, expect_error: {reason: x}}]\n"),
        "actions[0].expect_error.reason",
        "rule",
    ),
    ("order-one-event", scenario("expect: [{order: ['cast Shock']}]\n"), "expect[0].order", None),
    ("run-without-id", scenario("runs: [{actions: [{pass: 1}]}]\n"), "runs[0].id", None),
    ("run-id-twice", scenario("runs: [{id: a}, {id: a}]\n"), "runs[1].id", None),
    ("unknown-run-field", scenario("runs: [{id: a, setup: {}}]\n"), "runs[0].setup", "actions"),
    ("run-unknown-rule", scenario("runs: [{id: a, rules: ['702.999']}]\n"), "runs[0].rules[0]", None),
    ("run-bad-action", scenario("runs: [{id: a, actions: [{teleport: {}}]}]\n"), "runs[0].actions[0].teleport", "cast"),
]


@pytest.mark.parametrize("case,text,field,allowed", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_parse_scenario_malformed_file_names_file_field_and_allowed(case, text, field, allowed):
    with pytest.raises(ScenarioError) as err:
        parse_scenario(text, f"judge/{case}.yaml")
    e = err.value
    assert e.file == f"judge/{case}.yaml"
    assert e.field.startswith(field), f"field {e.field!r}, expected {field!r}: {e}"
    assert str(e).startswith(f"judge/{case}.yaml: ")
    if allowed is not None:
        assert allowed in e.allowed, f"{allowed!r} not among the allowed values {e.allowed}"
        assert allowed in str(e)
    assert isinstance(e, ValueError)
    assert "Input should" not in str(e) and "pydantic" not in str(e).casefold()  # never pydantic's own words


@pytest.mark.parametrize(
    "body,field,closest",
    [
        ("actions: [{advance: {step: upkep}}]\n", "actions[0].advance.step", "upkeep"),
        ("actions: [{cast: {player: A, card: Shock, targts: [B]}}]\n", "actions[0].cast.targts", "targets"),
        ("expect: [{zone: {card: Shock, is: graveyrd}}]\n", "expect[0].zone.is", "graveyard"),
    ],
)
def test_parse_scenario_misspelling_names_the_closest_allowed_value(body, field, closest):
    with pytest.raises(ScenarioError) as err:
        parse_scenario(scenario(body), "judge/typo.yaml")
    assert err.value.field == field
    assert err.value.close_matches[0] == closest
    assert f"did you mean {closest!r}" in str(err.value)


def test_parse_scenario_from_scratch_runs_and_passes():
    """A scenario written from scratch in the documented format runs: Shock to the face."""
    text = scenario("""
        actions:
          - cast: {player: A, card: Shock, targets: [B]}
          - resolve: 1
        expect:
          - life: {B: 18}
          - zone: {card: Shock, is: graveyard}
        """)
    result = run_scenario(parse_scenario(text, "judge/shock.yaml"))
    assert result.passed, result.log
    assert result.log[-1] == "verdict: PASS"


def test_run_scenario_wrong_expectation_fails_naming_the_expectation():
    text = scenario("""
        actions:
          - cast: {player: A, card: Shock, targets: [B]}
          - resolve: 1
        expect:
          - life: {B: 17}
        """)
    result = run_scenario(parse_scenario(text, "judge/shock.yaml"))
    assert not result.passed
    assert "expect[0].life" in result.failure and "18" in result.failure


def test_run_scenario_unscripted_target_fails_in_strict_mode():
    """Strict mode: a decision the scenario did not script fails the check instead of being guessed."""
    text = scenario("""
        actions:
          - cast: {player: A, card: Shock}
        """)
    result = run_scenario(parse_scenario(text, "judge/shock.yaml"))
    assert not result.passed


def test_run_scenario_expected_refusal_that_is_allowed_fails():
    """A negative step (expect_error) fails when the engine allows the action."""
    text = scenario("""
        actions:
          - cast: {player: A, card: Shock, targets: [B]}
            expect_error: {rule: "117.1a"}
        """)
    result = run_scenario(parse_scenario(text, "judge/shock.yaml"))
    assert not result.passed
    assert "allowed" in result.failure


def test_a_malformed_scenario_file_is_skipped_by_ruling_links_but_refused_by_check_all(tmp_path):
    """A judge's half-written scenario under data/checks must not take `judgedesk card` or
    search down (their check links skip it), while running all checks still names the file."""
    from kb.checks.catalog import CHECKS_DIR, all_scenarios, readable_scenarios
    from kb.checks.schema import load_scenario, load_scenarios

    good = next(p for p in sorted(CHECKS_DIR.rglob("*.yaml")) if len(load_scenarios(p)) == 1)  # one run: load_scenario
    (tmp_path / "ok.yaml").write_text(good.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "broken.yaml").write_text("id: half-written\nrules: [702.62a\n", encoding="utf-8")
    assert [s.id for s in readable_scenarios(tmp_path)] == [load_scenario(good).id]
    with pytest.raises(ScenarioError, match="broken.yaml"):
        all_scenarios(tmp_path)


RUNS = scenario("""
actions:
  - cast: {player: A, card: Shock, targets: [B]}
runs:
  - id: resolves
    actions: [{resolve: 1}]
    expect: [{life: {B: 18}}]
  - id: still-on-stack
    title: Shock is still on the stack
    rules: ['117.1a']
    expect: [{stack: {is: [Shock]}}, {life: {B: 20}}]
expect:
  - zone: {card: Mountain, is: battlefield}
""")


def test_parse_scenarios_each_run_shares_the_setup_and_first_actions():
    first, second = parse_scenarios(RUNS, "judge/runs.yaml")
    assert [first.id, second.id] == ["made-up-resolves", "made-up-still-on-stack"]
    assert (first.title, second.title) == ("A made-up check (resolves)", "Shock is still on the stack")
    assert [a.kind for a in first.actions] == ["cast", "resolve"] and [a.kind for a in second.actions] == ["cast"]
    assert [e.kind for e in second.expect] == ["stack", "life", "zone"]  # the run's, then the shared ones
    assert run_scenario(first).passed and run_scenario(second).passed


def test_parse_scenarios_a_failing_run_fails_alone():
    broken = RUNS.replace("{life: {B: 18}}", "{life: {B: 5}}")
    first, second = parse_scenarios(broken, "judge/runs.yaml")
    assert not run_scenario(first).passed and run_scenario(second).passed


def test_parse_scenario_refuses_a_file_with_several_runs_naming_them():
    with pytest.raises(ScenarioError) as err:
        parse_scenario(RUNS, "judge/runs.yaml")
    assert err.value.field == "runs" and "made-up-still-on-stack" in str(err.value)


ORDER = scenario("""
actions:
  - cast: {player: A, card: Shock, targets: [B]}
  - resolve: 1
expect:
  - order: ORDER
""")


@pytest.mark.parametrize(
    "order,passes",
    [
        ('["cast Shock", "resolve Shock", "Shock to graveyard"]', True),
        ('["Shock to stack", "Shock to graveyard"]', False),  # casting is no zone change event here
        ('["resolve Shock", "cast Shock"]', False),
        ('["step precombat_main", "cast shock"]', False),  # the game began in that step: no event
    ],
)
def test_order_expectation_matches_events_in_the_order_they_happened(order, passes):
    result = run_scenario(parse_scenario(ORDER.replace("ORDER", order), "judge/order.yaml"))
    assert result.passed is passes, result.failure


def test_order_expectation_names_the_event_that_did_not_follow():
    result = run_scenario(parse_scenario(ORDER.replace("ORDER", '["resolve Shock", "cast Shock"]'), "judge/o.yaml"))
    assert "'cast Shock' did not happen after 'resolve Shock'" in result.failure
