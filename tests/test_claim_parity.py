"""The two languages state the same facts (issue 30, third examiner: the English temperature
sentence said tied scores keep their weight at every c, the Chinese that they stay equal to each
other).

Each sentence key is chosen once, from the tensors, for both languages, and both are formatted with
the same numbers (the lesson oracles render both); what can still differ is a template's own text.
Two cheap checks over every catalogue entry: every number written into one language's template
is in the other's (as a numeral or as a number word: "ones" / "由 1 组成", "doubling" / "乘以 2"),
and no English template leaves two determiners in a row ("the each head's") for any count.
"""

from __future__ import annotations

import re

import pytest

from attnlab import i18n

NUM = re.compile(r"(?<![\w.{])\d+(?:,\d{3})*(?:\.\d+)?(?:s|st|nd|rd|th)?(?![\w}])")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Numbers written as words, which the other language may write as numerals. Chinese 第 N counts
# from 1, which English says in words ("counted from 1").
EN_WORDS = {0: r"\b(?:zero|no|none|nothing)\b", 1: r"\b(?:ones?|once|single|first|unit)\b",
            2: r"\b(?:two|twice|doubl\w*|second|both|pair|halve\w*|square\w*)\b",
            3: r"\b(?:three|third)\b", 4: r"\bfour\b", 8: r"\beight\b"}
ZH_WORDS = {0: "[零无]", 1: "[一单第]", 2: "[二两双倍半]", 3: "三", 4: "四", 8: "八"}
DOUBLE_DETERMINER = re.compile(r"\b(?:[Tt]he|[Aa]n|a|[Ee]ach|[Ee]very) (?:the|each|every)\b")


def spelled(match: re.Match) -> str:
    """A placeholder as the words it can print: "{n:plural:UTF-8 byte:UTF-8 bytes}" writes
    "UTF-8 byte", a plain "{n}" a number the other language is given too."""
    parts = match.group(0)[1:-1].split(":")
    return " ".join(parts[2:]) if len(parts) > 2 else "X"


def numbers(text: str) -> set[float]:
    return {float(re.sub(r"[a-z,]", "", m)) for m in NUM.findall(PLACEHOLDER.sub(spelled, text))}


def words(text: str, table: dict[int, str]) -> set[float]:
    return {float(k) for k, pattern in table.items() if re.search(pattern, text)}


PAIRS = sorted((k, e["en"], e["zh"]) for k, e in i18n.STRINGS.items() if "en" in e and "zh" in e)


def test_every_number_is_said_in_both_languages():
    differ = []
    for key, en, zh in PAIRS:
        a, b = numbers(en), numbers(zh)
        only_en, only_zh = a - b - words(zh, ZH_WORDS), b - a - words(en, EN_WORDS)
        if only_en or only_zh:
            differ.append((key, sorted(only_en), sorted(only_zh)))
    assert differ == []


@pytest.mark.parametrize("text, found", [("the each head's context", True), ("each head's", False),
                                         ("The the", True), ("an every", True), ("the A matrix", False),
                                         ("In sentence A every one", False)])
def test_double_determiner_is_caught(text, found):
    assert bool(DOUBLE_DETERMINER.search(text)) is found


def test_no_two_determiners_in_a_row():
    assert [k for k, en, _ in PAIRS if DOUBLE_DETERMINER.search(PLACEHOLDER.sub("X", en))] == []


def test_the_numbers_are_read():
    assert numbers("sums {s} to 1 and 2,000 of 0s; {x}2") == {1.0, 2000.0, 0.0}
    assert words("两倍与第 3 层", ZH_WORDS) == {1.0, 2.0}
