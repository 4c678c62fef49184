"""What a single FAQ line is, judged by its shape and the language's words."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ingest.parsers._faq_language import FaqLanguage
from ingest.records import MechanicKind

# A quoted rule of the Comprehensive Rules: "502.59.延缓" (title), "502.59a …", "420.5n …".
_RULE_NUMBER = re.compile(r"^(\d{3}\.\d+[a-z]?)(?:\.|\s|(?=\D))")
# Power/toughness as printed; "/" alone is a "*/*" whose stars were lost in extraction.
_PT = re.compile(r"^[0-9X*＊+\-]*\s*/\s*[0-9X*＊+\-]*$")
_COST = re.compile(r"^(?:\{[^{}]+\}\s*)+$")
_COST_TOKEN = re.compile(r"\{([^{}]+)\}")
# A card name is short; longer lines are prose. Chinese card names run to about ten characters.
_MAX_NAME_CHARS = 24
# Punctuation never found in a card name (but found in prose, costs, reminder text).
_NOT_IN_NAMES = set("。，,：:；;！!？?（）()「」{}[]【】*")


@dataclass(frozen=True)
class Heading:
    heading: str
    name: str
    kind: MechanicKind
    typo: str | None = None


def bullet_of(lang: FaqLanguage, line: str) -> str | None:
    """The bullet a line starts with, as printed, or None."""
    for bullet in lang.bullets:
        if line.startswith(bullet):
            return bullet
    return None


def is_empty_bullet(lang: FaqLanguage, line: str) -> bool:
    marks = {b.strip() for b in lang.bullets}
    return line.strip() in marks


def qa_part(lang: FaqLanguage, text: str) -> str | None:
    """ "question" or "answer" when ``text`` (its bullet, if any, removed) opens with a Q&A prefix."""
    text = text.strip()
    bullet = bullet_of(lang, text)
    if bullet:
        text = text[len(bullet) :].strip()
    if text.startswith(lang.question_prefixes):
        return "question"
    if text.startswith(lang.answer_prefixes):
        return "answer"
    return None


def starts_mid_sentence(lang: FaqLanguage, text: str) -> bool:
    """True when ``text`` begins with punctuation that cannot open a sentence ("，否则…", "。")."""
    text = text.strip()
    return bool(text) and text[0] in lang.continuation_starts


def ends_sentence(lang: FaqLanguage, text: str) -> bool:
    text = text.strip()
    return bool(text) and text[-1] in lang.sentence_ends


def has_open_bracket(lang: FaqLanguage, text: str) -> bool:
    """True when a bracket or quote opened in ``text`` is not closed in it."""
    for openers, closers in lang.bracket_pairs.items():
        if sum(text.count(o) for o in openers) > sum(text.count(c) for c in closers):
            return True
    return False


def is_cost_line(text: str) -> bool:
    return bool(_COST.match(text.strip()))


def is_pt_line(text: str) -> bool:
    return bool(_PT.match(text.strip()))


def is_type_line(lang: FaqLanguage, text: str) -> bool:
    """A type line: supertypes, one or more card types, optionally a separator and subtypes."""
    text = text.strip()
    if any(p.search(text) for p in lang.patterns("not_type_line_patterns")):
        return False
    head = text
    for sep in lang.subtype_separators:
        if sep in text:
            head = text.split(sep, 1)[0].strip()
            break
    seen_type = False
    while head:
        for word in sorted(lang.supertypes, key=len, reverse=True):
            if head.startswith(word) and not seen_type:
                head = head[len(word) :]
                break
        else:
            for word in sorted(lang.card_types, key=len, reverse=True):
                if head.startswith(word):
                    head, seen_type = head[len(word) :], True
                    break
            else:
                return False
    return seen_type


def is_name_like(lang: FaqLanguage, text: str) -> bool:
    """Could this line be a card's or a mechanic's name (short, no prose punctuation)?"""
    text = text.strip()
    if not text or len(text) > _MAX_NAME_CHARS or bullet_of(lang, text) or is_empty_bullet(lang, text):
        return False
    if _NOT_IN_NAMES & set(text) or rule_number(text):
        return False
    return not (is_cost_line(text) or is_pt_line(text) or is_type_line(lang, text))


def rule_number(text: str) -> str | None:
    m = _RULE_NUMBER.match(text.strip())
    return m.group(1) if m else None


def normalize_cost(lang: FaqLanguage, cost: str) -> str:
    """{二}{绿} → {2}{G}; hybrid {白/蓝} → {W/U}; unknown symbols stay as printed;
    {无} (no mana cost) → ""."""
    out = []
    for symbol in _COST_TOKEN.findall(cost):
        key = symbol.strip()
        if key in lang.cost_symbols:
            canonical = lang.cost_symbols[key]
            out.append("{" + canonical + "}" if canonical else "")
        elif key.isdigit():
            out.append("{" + key + "}")
        elif "/" in key and all(_cost_part(lang, h) for h in key.split("/")):
            out.append("{" + "/".join(_cost_part(lang, h) or "" for h in key.split("/")) + "}")
        else:
            out.append("{" + symbol + "}")
    return "".join(out)


def _cost_part(lang: FaqLanguage, half: str) -> str | None:
    """One half of a hybrid symbol in canonical form ("白" → "W", "二" → "2"), or None."""
    half = half.strip()
    if half.isdigit():
        return half
    return lang.cost_symbols.get(half) or None


def section_of(lang: FaqLanguage, text: str) -> str | None:
    return lang.section_titles.get(text.strip())


def subsection_of(lang: FaqLanguage, text: str) -> str | None:
    return lang.subsection_titles.get(text.strip())


def is_legal(lang: FaqLanguage, text: str) -> bool:
    return any(p.search(text) for p in lang.patterns("legal_patterns"))


def lead_in(lang: FaqLanguage, text: str) -> str | None:
    """ "lead-in" for the bare formula ("X异能的正式规则解析如下："), "note" when a sentence of
    commentary precedes it on the same line ("…已有小幅度更动。…解析如下："), else None."""
    text = text.strip()
    for pattern in lang.patterns("lead_in_patterns"):
        m = pattern.search(text)
        if m:
            before = text[: m.start()]
            return "note" if any(ch in before for ch in lang.sentence_ends) else "lead-in"
    return None


def is_commentary(lang: FaqLanguage, text: str) -> bool:
    return any(p.search(text) for p in lang.patterns("commentary_patterns"))


def _clean_name(lang: FaqLanguage, name: str) -> str:
    name = lang.patterns("name_remark_pattern")[0].sub("", name.strip())
    for quote in lang.name_quotes:
        name = name.replace(quote, "")
    return name.strip()


def heading(lang: FaqLanguage, text: str, next_text: str | None) -> Heading | None:
    """The mechanic heading this line is, if it is one: prefixed, whole-line or bare."""
    text = text.strip()
    if text in lang.whole_headings:
        name, kind = lang.whole_headings[text]
        return Heading(text, name, MechanicKind(kind))
    for sep in lang.heading_separators:
        if sep not in text:
            continue
        prefix, rest = text.split(sep, 1)
        prefix = prefix.strip()
        if rest.strip() and (prefix in lang.heading_prefixes or prefix in lang.heading_prefix_typos):
            typo = prefix if prefix in lang.heading_prefix_typos else None
            return Heading(text, _clean_name(lang, rest), lang.prefix_kind(prefix), typo)
    # Bare heading: "风暴" followed by "风暴是原本出现在…": the paragraph names it first.
    if next_text is not None and is_name_like(lang, text):
        following = next_text.strip()
        if following.startswith(text) and any(cue in following for cue in lang.bare_heading_cues):
            return Heading(text, _clean_name(lang, text), MechanicKind(lang.bare_heading_kind))
    return None


def starts_card(lang: FaqLanguage, text: str, next_text: str | None) -> bool:
    """A card entry starts with its name followed by a cost line or (lands) a type line."""
    if next_text is None or not is_name_like(lang, text):
        return False
    return is_cost_line(next_text) or is_type_line(lang, next_text)
