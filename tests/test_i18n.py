"""Every string exists in both languages with the same placeholders."""

from __future__ import annotations

import ast
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


def catalogue_problems(folder: Path, lang: str) -> dict:
    """What is wrong with ``folder``'s catalogue for ``lang``, measured against its en.py: a
    missing file, missing or extra keys, empty texts, placeholders that differ."""
    path = folder / f"{lang}.py"
    if not path.exists():
        return {"file": f"{path.parent.name}/{path.name} is missing"}
    english, other = i18n.load_catalogue(folder / "en.py"), i18n.load_catalogue(path)
    problems: dict = {}
    if set(other) != set(english):
        problems["missing"] = sorted(set(english) - set(other))
        problems["extra"] = sorted(set(other) - set(english))
    for key in sorted(set(other) & set(english)):
        if not isinstance(other[key], str) or not other[key].strip():
            problems[key] = "empty"
        elif placeholders(other[key]) != placeholders(english[key]):
            problems[key] = {"en": sorted(placeholders(english[key])),
                             lang: sorted(placeholders(other[key]))}
    return problems


def every_catalogue_folder() -> list[Path]:
    """The app's catalogues (lessons, texts) and those of every bundled exercise and of the
    example pack (attnlab.registry loads those, with the exercise)."""
    from attnlab import registry

    return [*i18n.catalogue_folders(), *registry.catalogue_folders(),
            *registry.catalogue_folders(ROOT / "docs" / "example_pack")]


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_catalogue_is_complete_with_the_same_placeholders(lang):
    """Every folder of catalogues has one for each language of LANGS, with exactly the keys of its
    en.py, none empty, each with English's placeholders; the failures listed together. A new
    language is its catalogues plus its entry in LANGS: this test names every string it lacks,
    in the app's catalogues and in every exercise's."""
    from attnlab import registry

    folders = every_catalogue_folder()
    assert {f.parent.name for f in i18n.catalogue_folders()} == {"texts", "lessons"}
    assert len(i18n.catalogue_folders()) >= 15
    # every bundled exercise keeps its texts in catalogues (none left inline in exercise.py)
    assert registry.catalogue_folders() == registry.exercise_folders(registry.BUNDLED)
    assert len(registry.catalogue_folders()) >= 16
    problems = {str(folder.relative_to(ROOT)): found for folder in folders
                if (found := catalogue_problems(folder, lang))}
    assert not problems, problems
    assert len(i18n.STRINGS) > 500
    assert all(set(entry) == set(i18n.LANGS) for entry in i18n.STRINGS.values())


def test_the_completeness_check_names_what_a_new_catalogue_lacks(tmp_path):
    """The test above can fail: a catalogue with a key missing, one extra, one empty and one
    with a placeholder renamed is reported on each count."""
    (tmp_path / "en.py").write_text('STRINGS = {"a": "x {n}", "b": "y", "c": "z", "d": "w"}\n')
    (tmp_path / "fr.py").write_text('STRINGS = {"a": "x {m}", "b": " ", "c": "z", "e": "v"}\n')
    assert catalogue_problems(tmp_path, "de") == {"file": f"{tmp_path.name}/de.py is missing"}
    assert catalogue_problems(tmp_path, "fr") == {"missing": ["d"], "extra": ["e"], "b": "empty",
                     "a": {"en": ["n"], "fr": ["m"]}}


def test_the_completeness_check_names_what_an_exercise_catalogue_lacks(tmp_path):
    """The same check on an exercise's catalogues: a hint missing from its zh.py, and a statement
    that dropped the shared device rule's placeholder, are named."""
    from attnlab import registry

    source = registry.BUNDLED / "ex_causal_weights"
    assert source in every_catalogue_folder()
    (tmp_path / "en.py").write_text((source / "en.py").read_text(encoding="utf-8"), encoding="utf-8")
    zh = i18n.load_catalogue(source / "zh.py")
    del zh["ex_causal_weights.hint.2"]
    zh["ex_causal_weights.statement"] = zh["ex_causal_weights.statement"].replace("{device_rule}", "")
    (tmp_path / "zh.py").write_text(f'"""Broken."""\n\nSTRINGS = {zh!r}\n', encoding="utf-8")
    assert catalogue_problems(tmp_path, "zh") == {
        "missing": ["ex_causal_weights.hint.2"], "extra": [],
        "ex_causal_weights.statement": {"en": ["device_rule"], "zh": []}}


@pytest.mark.parametrize("path", [p for f in every_catalogue_folder() for p in sorted(f.glob("*.py"))
                                  if p.stem in i18n.LANGS],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_catalogue_is_plain_data(path):
    """A catalogue is a docstring and one dict literal of key -> text: nothing to run, nothing
    to import, so a translator edits it without reading code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstring, assign = tree.body
    assert isinstance(docstring, ast.Expr) and isinstance(docstring.value, ast.Constant)
    assert isinstance(assign, (ast.Assign, ast.AnnAssign)) and isinstance(assign.value, ast.Dict)
    table = ast.literal_eval(assign.value)
    assert table == i18n.load_catalogue(path) and all(
        isinstance(k, str) and isinstance(v, str) for k, v in table.items())


def test_i18n_knows_no_lesson_list():
    """Issue 23: attnlab.i18n finds catalogues by convention; it imports neither the lesson list
    nor any lesson (nor torch with them)."""
    import subprocess
    import sys

    code = ("import sys, attnlab.i18n as i\n"
            "print(len(i.STRINGS), sorted(m for m in sys.modules if m.startswith('attnlab.')"
            " or m == 'torch'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split(" ", 1)
    import exercises
    from attnlab import registry

    assert exercises.ALL  # the bundled exercises add their own feedback strings when they load
    assert int(out[0]) == len([key for key in i18n.STRINGS if key not in registry._owner])
    assert out[1].strip() == "['attnlab.i18n']", out


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

    from attnlab.ui.common import i18n_instance, tab_title

    browser = i18n_instance().translations_dict[lang]
    for number, name in enumerate(TABS):
        title = i18n.t(f"title.{name}", lang)
        assert not any(ch.isdigit() for ch in title), f"title.{name} writes a number: {title}"
        assert tab_title(name, lang) == browser[f"tab.{name}"] == f"{number} · {title}"
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
