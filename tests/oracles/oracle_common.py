"""What every lesson oracle shares (issue 30).

An oracle recomputes, with plain torch written apart from the lesson's code, the quantity each
sentence and each quiz verdict talks about, and reports every claim the tensors do not back.
Problems are collected (not raised at the first one) so that ``survey.py`` can count the distinct
false sentences a lesson makes over many inputs; the tests assert that there are none.

A problem is ``(sentence key or question, what is wrong)``: the key names the false sentence, so
counting distinct keys counts false sentences, not the inputs that exposed them.
"""

from __future__ import annotations

import math
import re
import unicodedata

import torch
from hypothesis import strategies as st

from attnlab import i18n

LANGS = ("en", "zh")
# Printed with 4 decimals: a printed number is right when it is the true value rounded, allowing
# the true value to sit on a rounding boundary within float32 noise of our own recomputation.
HALF = 0.5e-4
EPS32 = float(torch.finfo(torch.float32).eps)


class Findings:
    def __init__(self):
        self.problems: list[tuple[str, str]] = []

    def claim(self, ok: bool, key: str, what: str) -> bool:
        if not ok:
            self.problems.append((key, what))
        return ok

    def printed(self, text: str, truth: float, key: str, name: str, digits: int = 4,
                rel: float = 1e-5) -> bool:
        """``text`` (a number as printed with ``digits`` decimals) is ``truth`` rounded."""
        try:
            shown = float(text.replace(",", ""))
        except ValueError:
            return self.claim(False, key, f"{name}: {text!r} is not a number")
        if math.isnan(truth) or math.isinf(truth):
            return self.claim(str(shown) == str(truth), key, f"{name}: printed {text}, truth {truth}")
        tol = 0.5 * 10 ** -digits + rel * abs(truth) + 1e-7
        return self.claim(abs(shown - truth) <= tol, key, f"{name}: printed {text}, truth {truth:.7g}")

    def vector(self, text: str, truth, key: str, name: str, digits: int = 4) -> bool:
        shown = numbers_in(text)
        values = [float(v) for v in truth]
        if not self.claim(len(shown) == len(values), key,
                          f"{name}: {len(shown)} numbers printed for {len(values)}"):
            return False
        return all(self.printed(s, v, key, f"{name}[{i}]", digits)
                   for i, (s, v) in enumerate(zip(shown, values)))

    def ones(self, text: str, truth, key: str, name: str) -> bool:
        """A printed vector of sums (or one sum) judged against 1: each printed number is the
        true one rounded, and prints as 1 only when the stored float32 value is exactly 1
        (0.99999994 never prints 1.0000: docs/lessons.md, steps.fmt_one)."""
        values = [float(v) for v in (truth if hasattr(truth, "__len__") else [truth])]
        shown = numbers_in(text)
        ok = self.vector(text, values, key, name)
        return ok and all(self.claim(float(s) != 1.0 or v == 1.0, key,
                                     f"{name}[{i}]: printed {s} for a sum of {v!r}")
                          for i, (s, v) in enumerate(zip(shown, values)))

    def verdict_equal(self, key: str, said_equal: bool, a: float, b: float, shown_a: str,
                      shown_b: str, terms: int = 1) -> bool:
        """A verdict that ``a`` and ``b`` (float32 results) are equal or not, read off the tensors
        with a tolerance from the dtype (eps per term of a sum; more than 16 units in the last
        place apart is different, at most 1 is equal, in between either), and shown by the
        numbers printed beside it: "different" never stands beside two equal prints, and the
        printed order is the true order."""
        unit = EPS32 * max(terms, 1) * max(abs(a), abs(b))
        diff = abs(a - b)
        ok = self.claim(not (said_equal and diff > 16 * unit) and not (not said_equal and diff <= unit),
                        key, f"verdict {'equal' if said_equal else 'different'} for {a!r} vs {b!r}")
        if not said_equal and ok:
            sa, sb = float(shown_a), float(shown_b)
            ok = self.claim(sa != sb and (sa < sb) == (a < b), key,
                            f"'different' beside printed {shown_a} and {shown_b} ({a!r} vs {b!r})")
        return ok

    def sci(self, text: str, truth: float, key: str, name: str) -> bool:
        """A measured size printed as 1.2e-07: right within the printed digit (and float32 noise
        of a different order of operations below 1e-5, where it is rounding either way)."""
        shown = float(text)
        if math.isnan(truth):
            return self.claim(math.isnan(shown), key, f"{name}: printed {text}, truth nan")
        if truth < 1e-5 and shown < 1e-5:
            return True
        return self.claim(abs(shown - truth) <= 0.06 * abs(truth) + 1e-12, key,
                          f"{name}: printed {text}, truth {truth:.3g}")


def token_names(words) -> list[str]:
    """How every sentence, choice and figure must name token i (the app's rule, written here
    independently): its word, with its position from 1 when the word came earlier ("the (3)")."""
    words = list(words)
    return [w if w not in words[:i] else f"{w} ({i + 1})" for i, w in enumerate(words)]


def numbers_in(text: str) -> list[str]:
    return [t.strip() for t in text.strip("[]").split(",")] if text.strip("[]") else []


def rendered(step, lang: str) -> str:
    sep = "" if lang == "zh" else " "
    return sep.join(i18n.t(key, lang, **step.text_args) for key in step.keys())


NONFINITE = re.compile(r"(?<![A-Za-z])(nan|NaN|inf)(?![A-Za-z])")


# "1 of the 12 heads do": a count of one with a plural verb (issue 30, second examiner).
ONE_PLURAL = re.compile(r"(?<![\d.,])1 of (?:the|its|your|all) [\d,]+ \w+ (?:are|do|attend|qualify|were|have)\b")


# "the each head's context": two determiners in a row, left by a template filled for another
# count (issue 30, third examiner).
DOUBLE_DETERMINER = re.compile(r"\b(?:[Tt]he|[Aa]n|a|[Ee]ach|[Ee]very) (?:the|each|every)\b")


# "of its 1 weights", "d_h = 1 numbers": a count of one before a plural noun (h = 1, n = 1, b = 1).
ONE_NOUN = re.compile(r"(?<![\d.,\-−e/])1 (?:tokens|weights|exps|pairs|numbers|heads|rows|scores|draws|"
                      r"values|keys|queries|words|layers|entries|products|steps|columns|characters|"
                      r"bytes|parameters|sequences|features|dimensions)\b")


# "runs 1 complete head of size 4 each and concatenates them": words that need several things
# (each, them, both) a few words after a count of one (issue 30, fourth examiner).
# A 1 that is a number, not a count ("adding 1 to every score changes them", "1 of them"), is
# followed by a preposition.
ONE_EACH = re.compile(r"(?<![\d.,\-−e/])1 (?!(?:of|to|in|at|by|from|and|or|than)\b)(?:[\w-]+ ){1,6}?"
                      r"(?:each|them|both)\b")


# "0.55·0.43 + 0.87·0.15 = 0.3670": an equation written out with numbers (a product sum).
NUM = r"[−-]?\d+(?:\.\d+)?(?:e[+−-]?\d+)?"
EQUATION = re.compile(rf"(?<![\w.])((?:{NUM}·{NUM})(?: [+−] {NUM}·{NUM})*) = ({NUM})(?![\d.])")


def _decimal(text: str):
    from decimal import Decimal
    return Decimal(text.replace("−", "-"))


def equations_hold(f: Findings, key: str, text: str) -> None:
    """Every equation written out with numbers is true of the numbers it prints: its printed
    operands, evaluated exactly and rounded to the printed result's decimals, give the printed
    result (0.12·0.12 + 0.65·0.65 = 0.4434 is false: those operands give 0.4369). A shortened
    one ("… = ") is no equation of its printed terms and is not matched."""
    from decimal import ROUND_HALF_EVEN, Decimal
    for m in EQUATION.finditer(text):
        lhs, rhs = m.group(1), m.group(2)
        total = Decimal(0)
        for sign, a, b in re.findall(rf"(^|[+−] )({NUM})·({NUM})", lhs):
            term = _decimal(a) * _decimal(b)
            total += -term if sign.startswith("−") else term
        r = _decimal(rhs)
        places = Decimal(1).scaleb(r.as_tuple().exponent)
        f.claim(total.quantize(places, ROUND_HALF_EVEN) == r or abs(total - r) <= places / 2, key,
                f"'{m.group(0)}': the printed terms give {total}")


def plain_text(f: Findings, step) -> None:
    """English verbs agree with a count of one and no two determiners stand in a row; no label or
    sentence carries a raw control character (\x02 prints as nothing or breaks a line), in any
    language."""
    en = rendered(step, "en")
    for lang in LANGS:
        equations_hold(f, step.text, rendered(step, lang))
    hit = ONE_PLURAL.search(en)
    f.claim(hit is None, step.text, f"en: {hit.group(0) if hit else ''}")
    # the sentence's own words, counts filled in; words the learner typed ("a the") stand as X
    own = " ".join(i18n.t(key, "en", **{k: "X" if isinstance(v, str) else v
                                         for k, v in step.text_args.items()}) for key in step.keys())
    hit = DOUBLE_DETERMINER.search(own)
    f.claim(hit is None, step.text, f"en: {hit.group(0) if hit else ''}")
    hit = ONE_NOUN.search(en)
    f.claim(hit is None, step.text, f"en: {hit.group(0) if hit else ''}")
    hit = ONE_EACH.search(en)
    f.claim(hit is None, step.text, f"en: {hit.group(0) if hit else ''}")
    for lang in LANGS:
        shown = [rendered(step, lang)] + [str(x) for p in step.panels
                                          for x in (*p.x_labels, *p.y_labels)]
        bad = [x for x in shown if any(unicodedata.category(c) == "Cc" and c != "\n" for c in x)]
        f.claim(not bad, step.text, f"{lang}: control character in {bad[:1]!r}")


def no_stray_nonfinite(f: Findings, step, allowed: bool = False) -> None:
    """A sentence that prints nan or inf must be one that talks about them (and, every step
    checked here, plain_text)."""
    plain_text(f, step)
    if allowed:
        return
    for lang in LANGS:
        text = rendered(step, lang)
        hit = NONFINITE.search(text)
        f.claim(hit is None, step.text, f"{lang}: prints {hit.group(0) if hit else ''} unexplained")


def question_texts(q) -> dict[str, str]:
    """Prompt and explanation of a question in both languages (they must format)."""
    return {lang: " ".join(i18n.t(k, lang, **q.args) for k in (q.prompt, q.why, *q.more))
            for lang in LANGS}


def check_pick(f: Findings, key: str, q, values) -> None:
    """A "which is largest" question judged by value, against the true ``values`` (one per
    choice). The numbers the question judges by (``q.numbers``, the stored float32 weights) are
    the true ones to float32's rounding (16 units in the last place per value); a tie is equality
    of those stored numbers, never a tolerance (1.49500012 against 1.49500203 is no tie), so
    exactly the choices whose stored number equals the largest are right; none more than 16
    units below the true largest is; and when 4 decimals print the largest and a smaller choice
    the same, the explanation names that runner-up with both printed apart."""
    values = [float(v) for v in values]
    top = max(values)
    unit = EPS32 * len(values) * max(abs(v) for v in values)
    stored = [float(v) for v in q.numbers]
    f.claim(all(abs(a - b) <= 16 * unit for a, b in zip(stored, values)), key,
            f"judged by {stored}, truth {values}")
    equal = {v for (_, v), x in zip(q.choices, stored) if x == max(stored)}
    cannot = {v for (_, v), x in zip(q.choices, values) if top - x > 16 * unit}
    said = set(q.right())
    f.claim(said == equal and not cannot & said, key, f"{sorted(said)} right for {values} "
            f"(stored {stored})")
    close = [x for (_, v), x in zip(q.choices, values) if v in cannot and f"{x:.4f}" == f"{top:.4f}"]
    if close:
        f.claim("predict.runner_up" in q.more and float(q.args["runner_w"]) < float(q.args["w"]),
                key, f"a smaller choice ({max(close)!r}) prints as the largest ({top!r}), unexplained")


def seeds():
    return st.one_of(st.integers(0, 10), st.integers(0, 2**31 - 1))


def score_lists(min_size=1, max_size=64):
    """Scores as a learner types them: small, large, extreme, ties, a single one."""
    value = st.one_of(st.floats(-5, 5, width=32), st.floats(-300, 300, width=32),
                      st.sampled_from([0.0, 1.0, -1.0, 1e6, -1e6, 88.7, 89.0, -104.0, 0.5]),
                      st.floats(-1e6, 1e6, width=32))
    return st.one_of(
        st.lists(value, min_size=min_size, max_size=max_size),
        st.tuples(value, st.integers(min_size, max_size)).map(lambda t: [t[0]] * t[1]),  # all tied
        st.lists(st.sampled_from([0.0, 1.0, 2.0]), min_size=min_size, max_size=8),  # some tied
    )
