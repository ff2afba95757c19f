"""Every string exists in both languages with the same placeholders."""

from __future__ import annotations

import re
import string

import pytest

from attnlab import i18n
from attnlab.lessons import scores

FIELDS = string.Formatter()


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in FIELDS.parse(text) if name}


@pytest.mark.parametrize("key", sorted(i18n.STRINGS))
def test_both_languages_present_with_same_placeholders(key):
    entry = i18n.STRINGS[key]
    assert set(entry) == set(i18n.LANGS)
    assert entry["en"].strip() and entry["zh"].strip()
    assert placeholders(entry["en"]) == placeholders(entry["zh"])


def test_chinese_strings_are_chinese():
    # Strings that are only math or code may be the same; prose must be translated.
    for key, entry in i18n.STRINGS.items():
        if re.search(r"[A-Za-z]{4,}\s+[A-Za-z]{3,}\s+[A-Za-z]{3,}", entry["en"]) and not key.startswith("panel."):
            assert re.search(r"[\u4e00-\u9fff]", entry["zh"]), key


def test_every_step_has_a_name_and_text():
    for step in scores.STEPS:
        assert f"scores.step.{step}" in i18n.STRINGS
    for init in scores.INITS:
        assert f"scores.text.projections_{init}" in i18n.STRINGS


@pytest.mark.parametrize(
    "header,lang",
    [
        ("zh-CN,zh;q=0.9,en;q=0.8", "zh"),
        ("en-US,en;q=0.9,zh-CN;q=0.8", "en"),
        ("fr-FR,zh-TW;q=0.5", "zh"),
        ("de-DE", "en"),
        ("", "en"),
        (None, "en"),
        ("en;q=0.2,zh;q=0.7", "zh"),
        ("zh;q=bad", "zh"),
    ],
)
def test_language_from_accept_language(header, lang):
    assert i18n.lang_from_header(header) == lang


def test_t_falls_back_and_formats():
    assert i18n.t("error.too_many_rows", "zh", n=70, limit=64).startswith("70")
    assert i18n.t("error.too_many_rows", "xx", n=70, limit=64) == i18n.t(
        "error.too_many_rows", "en", n=70, limit=64
    )
