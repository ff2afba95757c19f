"""Every string exists in both languages with the same placeholders."""

from __future__ import annotations

import importlib.util
import re
import string
from pathlib import Path

import pytest

from attnlab import i18n
from attnlab.lessons import scores

ROOT = Path(__file__).resolve().parent.parent

FIELDS = string.Formatter()


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in FIELDS.parse(text) if name}


def test_every_catalogue_is_complete_with_the_same_placeholders():
    """One test over the whole table (it was one case per key): every key in every language,
    never empty, with the same placeholders; the failures listed together."""
    problems = {}
    for key, entry in sorted(i18n.STRINGS.items()):
        if set(entry) != set(i18n.LANGS):
            problems[key] = f"languages {sorted(entry)}"
        elif not all(entry[lang].strip() for lang in i18n.LANGS):
            problems[key] = "empty"
        elif len({frozenset(placeholders(entry[lang])) for lang in i18n.LANGS}) != 1:
            problems[key] = {lang: sorted(placeholders(entry[lang])) for lang in i18n.LANGS}
    assert len(i18n.STRINGS) > 500 and not problems, problems


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


# Technical words a Chinese lesson may keep in Latin letters (names of functions, formats, units).
TECH_WORDS = {
    "softmax", "Softmax", "dropout", "Dropout", "NaN", "inf", "torch", "GPT", "autograd", "exp",
    "cos", "CPU", "GPU", "CUDA", "SDPA", "one-hot", "Frobenius", "MiB", "view", "reshape", "stride",
    "True", "False", "CausalAttention", "MultiHeadAttention", "MultiHeadAttentionWrapper", "QKV",
    "Linear", "RuntimeError", "attnlab", "Adam", "SGD", "float", "ms", "Jacobian", "RNN", "tanh",
    "Bahdanau", "Cho", "Bengio",  # authors' names
}
LESSON_PREFIXES = ("app.", "tab.", "title.", "why.", "scores.", "softmax.", "masking.", "dropout.", "heads.",
                   "gradients.", "panel.", "label.", "param.", "widget.", "error.")
NOT_LESSONS = ("widget.task", "widget.steps", "widget.lr", "widget.train", "widget.stop",
               "panel.loss", "panel.head_before", "panel.head_after", "error.gradescope_one",
               "error.no_submissions", "error.no_such_path")


def stray_english(zh: str) -> list[str]:
    """Latin words of a Chinese string outside code: code spans, placeholders, quoted words,
    calls like tril(ones), identifiers with _ . or = (qkv_bias=False, model.eval) are code."""
    text = re.sub(r"`[^`]*`", " ", zh)
    text = re.sub(r"\{[^}]*\}", " ", text)
    text = re.sub(r"“[^”]*”", " ", text)
    text = re.sub(r"[\w.]+\([^)]*\)", " ", text)
    text = re.sub(r"[\w]*[_.=][\w.=]*", " ", text)
    words = re.findall(r"(?<![\w-])[A-Za-z][A-Za-z-]{2,}(?![\w-])", text)
    return [w for w in words if w not in TECH_WORDS]


def test_stray_english_detector_catches_the_issues_examples():
    assert stray_english("Your answer 必须是数字") == ["Your", "answer"]
    assert stray_english("output 2 的形状") == ["output"]
    assert stray_english("用 `nn.Linear` 和 softmax，qkv_bias=False，tril(ones)") == []


def test_lesson_chinese_has_no_stray_english_words():
    found = {}
    for key, entry in i18n.STRINGS.items():
        if key.startswith(LESSON_PREFIXES) and not key.startswith(NOT_LESSONS):
            words = stray_english(entry["zh"])
            if words:
                found[key] = words
    assert not found, found


def test_error_messages_name_the_setting_in_the_learners_language():
    from attnlab.errors import InputError
    from attnlab.lessons import inputs

    with pytest.raises(InputError) as err:
        inputs.parse_int("abc", "seed", 0, 10)
    zh = i18n.t(err.value.key, "zh", **i18n.error_args(err.value.args_, "zh"))
    assert "随机种子" in zh and "seed" not in zh
    en = i18n.t(err.value.key, "en", **i18n.error_args(err.value.args_, "en"))
    assert "seed" in en


def test_step_names_carry_no_numbers_the_control_draws_them():
    # "3. Way B" written into a string goes stale when a step is added; the step control numbers
    # the lesson's STEPS instead.
    from attnlab.lessons import LESSONS, lesson_module

    for lesson in LESSONS:
        for step_id in getattr(lesson_module(lesson), "STEPS", ()):
            for lang in i18n.LANGS:
                assert not re.match(r"\d", i18n.t(f"{lesson}.step.{step_id}", lang)), (lesson, step_id)


def test_a_missing_translation_falls_back_to_english():
    i18n.STRINGS["test.only_en"] = {"en": "only English"}
    try:
        assert i18n.table("zh")["test.only_en"] == "only English"
        assert i18n.t("test.only_en", "zh") == "only English"
    finally:
        del i18n.STRINGS["test.only_en"]


def test_english_strings_have_no_chinese_outside_quoted_examples():
    for key, entry in i18n.STRINGS.items():
        english = re.sub(r"“[^”]*”", "", entry["en"])  # the Chinese example is quoted on purpose
        assert not re.search(r"[\u4e00-\u9fff]", english), key


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_tab_numbers_come_from_the_one_order_of_lessons(lang):
    from attnlab.lessons import TABS, tab_module

    for number, name in enumerate(TABS):
        title = i18n.t(f"title.{name}", lang)
        assert not any(ch.isdigit() for ch in title), f"title.{name} writes a number: {title}"
        assert i18n.t(f"tab.{name}", lang) == f"{number} · {title}"
        assert importlib.util.find_spec(tab_module(name)) is not None
    assert set(TABS) == {k[len("title."):] for k in i18n.STRINGS if k.startswith("title.")}


def test_an_exercise_links_to_its_lesson_by_number_and_title():
    from attnlab import registry
    from attnlab.lessons import tab_number
    from attnlab.ui.exercises_tab import lesson_markdown

    exercises = {e.id: e for e in registry.app_exercises()}
    for ex_id, tab in ((e.id, e.lesson) for e in exercises.values() if e.lesson):
        for lang in i18n.LANGS:
            text = lesson_markdown(exercises[ex_id], lang)
            assert i18n.t(f"title.{tab}", lang) in text and str(tab_number(tab)) in text
    assert "**Scores** (tab 1)" in lesson_markdown(exercises["ex3_1"], "en")


def _every_step():
    from attnlab.lessons import dropout, gradients, heads, masking, scores as sc, softmax, why

    lessons = {"why": (why, why.default_input()), "scores": (sc, sc.compute(sc.default_input())),
               "softmax": (softmax, softmax.default_input()),
               "masking": (masking, masking.default_input()),
               "dropout": (dropout, dropout.default_input()), "heads": (heads, heads.default_input()),
               "gradients": (gradients, gradients.default_input())}
    for name, (module, inp) in lessons.items():
        for step_id in module.STEPS:
            yield name, step_id, module.step(inp, step_id)


def why_vocab():
    from attnlab.lessons import why

    return why.VOCAB


CODE_WORDS = {"NaN", "True", "MHA", "transpose", ".contiguous()", "SDPA"}


def test_chinese_formulas_carry_no_english_prose():
    """Issue 20: "#neighbours of i", "but", "for d = 768", "train:/eval:", "Wrapper:" in zh."""
    from attnlab.ui.common import shapes_markdown

    for name, step_id, step in _every_step():
        zh = shapes_markdown(step, "zh")
        for content in re.findall(r"\\text\{([^{}]*)\}", zh):
            if content in why_vocab():  # a token of the example sentence, not prose
                continue
            words = set(re.findall(r"[.A-Za-z#()-]{2,}", content)) - CODE_WORDS
            assert not words, (name, step_id, content)
        assert shapes_markdown(step, "en").startswith("$$" + step.formula)


def test_chinese_says_multi_head_attention_and_glosses_token():
    assert i18n.t("title.heads", "zh") == "多头注意力"
    zh = " ".join(entry["zh"] for entry in i18n.STRINGS.values())
    assert "多头注意力" in i18n.t("heads.text.shape_trace", "zh")
    assert zh.count("词元") > 20 and "token" in i18n.t("glossary", "zh")
