"""One numbering convention across the app (issue 30): everything a learner reads that counts (tokens,
positions, queries, rows, columns, layers, heads, choices, table rows, axis labels) counts from 1,
in both languages, and a Chinese ordinal names the same thing as the English number beside it
("第 5 层" is "layer 5" and the row labelled L5). Training steps are a count of updates done
("step 0" is the untrained model), not a position.

Two scans: every lesson catalogue's strings (templates, whatever the inputs), and every lesson's
rendered output (text, tables, figure labels, quiz prompts, explanations and choices) on its
default inputs and on inputs that reach the sentences the defaults do not (short runs of every
training task with and without positions, the Real heads tab on a small random GPT-2).
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from attnlab import i18n, plots
from attnlab.lessons import LESSONS, questions
from attnlab.ui import common

ROOT = Path(__file__).resolve().parent.parent

# A thing counted from 0: in English an ordinal 0 or a stated base of 0; in Chinese an ordinal 0
# or a "N 号" label (an index written as a name, which reads as a different number than 第 N).
EN_ZERO = re.compile(r"\b(?:layer|head|row|column|token|query|key|position|choice|feature|item)s? 0\b"
                     r"|\b(?:numbered|counted|counting|indexed|numbers?) from 0\b|\(from 0\)|, from 0\b"
                     r"|\bfrom 0[;,)]|tokens 0…|token 0\b")
ZH_ZERO = re.compile(r"第 ?0 ?(?:个|层|行|列|位|号)|从 ?0 ?开始|\d ?号(?:层|头|注意力头|行|列|词元|位置)"
                     r"|第 ?0…|查询 ?0(?!\.)\b")
# Ordinals that must agree between the languages: (kind, number).
EN_ORD = re.compile(r"\b(layer|head|row|token|query|column) (\d+)\b")
# Ranges ("rows 3 to 8", "第 3 到第 8 行") are left out of the comparison: the languages word them
# differently (the Chinese names the kind once, after the last number).
EN_RANGE = re.compile(r"\b\w+s \d+ ?(?:to|–) ?\d+")
ZH_RANGE = re.compile(r"第 ?\d+ ?到第 ?\d+ ?\S|查询 ?\d+ ?(?:到|–) ?\d+")  # "queries 3 to 8" too
ZH_ORD = re.compile(r"第 ?(\d+) ?(层|个注意力头|个头|行|个词元|列)|查询 ?(\d+)")
ZH_KIND = {"层": "layer", "个注意力头": "head", "个头": "head", "行": "row", "个词元": "token", "列": "column"}


def zero_based(text: str, lang: str) -> list[str]:
    pattern = EN_ZERO if lang == "en" else ZH_ZERO
    return [m.group(0) for m in pattern.finditer(text)]


def ordinals(text: str, lang: str) -> set[tuple[str, str]]:
    if lang == "en":
        return {(kind, n) for kind, n in EN_ORD.findall(EN_RANGE.sub("", text.lower()))}
    out = set()
    for n, kind, q in ZH_ORD.findall(ZH_RANGE.sub("", text)):
        out.add(("query", q) if q else (ZH_KIND[kind], n))
    return out


def table_problems(text: str) -> list[str]:
    """A markdown table whose first column is "#" numbers its rows 1, 2, 3, ..."""
    out = []
    for block in re.split(r"\n(?!\|)", text):
        rows = [r for r in block.splitlines() if r.startswith("|")]
        if len(rows) > 2 and rows[0].split("|")[1].strip() == "#":
            numbers = [r.split("|")[1].strip() for r in rows[2:]]
            if numbers != [str(i + 1) for i in range(len(numbers))]:
                out.append(f"table rows numbered {numbers[:4]}…")
    return out


def label_problems(labels) -> list[str]:
    """Axis labels that number things ("L1", "p1", "t1", "d1", "1") start at 1."""
    labels = [str(x) for x in labels]
    m = [re.fullmatch(r"([A-Za-z]*)(\d+)", x) for x in labels]
    if len(labels) > 1 and all(m) and len({x.group(1) for x in m}) == 1:
        first = min(int(x.group(2)) for x in m)
        if first != 1 and sorted(int(x.group(2)) for x in m) == list(range(first, first + len(m))):
            return [f"labels {labels[:3]}… start at {first}"]
    return []


# --- the catalogues ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_catalogue_string_counts_from_0(lesson):
    found = []
    for lang in i18n.LANGS:
        strings = importlib.import_module(f"attnlab.lessons.{lesson}.{lang}").STRINGS
        found += [(lang, key, z) for key, text in strings.items() for z in zero_based(text, lang)]
    assert found == []


def test_the_convention_is_stated_in_both_languages():
    for key in ("app.intro", "gpt2.limits"):
        assert "counted from 1" in i18n.t(key, "en")
        assert "从 1 开始数" in i18n.t(key, "zh")


# --- the rendered lessons ------------------------------------------------------------------------------


def step_inputs(lesson: str):
    module = importlib.import_module(f"attnlab.lessons.{lesson}")
    if lesson == "why":
        return [module.default_input("en"), module.default_input("zh")]
    if lesson == "scores":
        return [module.compute(module.default_input())]
    return [module.default_input()]


def rendered_outputs(lesson: str, module, inp, ask) -> list[tuple[str, dict[str, str], list]]:
    """(where, {lang: every text of it}, [label sequences]) for every step and question."""
    out = []
    for sid in module.STEPS:
        step = module.step(inp, sid)
        texts = {lang: common.step_text(step, lang) + "\n\n" + common.shapes_markdown(step, lang)
                 + "\n" + "\n".join(i18n.t(p.title, lang, **p.title_args) for p in step.panels)
                 for lang in i18n.LANGS}
        labels = [p.x_labels for p in step.panels] + [p.y_labels for p in step.panels]
        for p in step.panels:
            if p.values.dim() == 4:  # the small multiples: their row and column labels
                fig = plots.step_figure(step, "en")
                labels.append([a.text for a in fig.layout.annotations if a.text.startswith("L")])
                labels.append([a.text for a in fig.layout.annotations if a.text.isdigit()])
        out.append((f"{lesson}.{sid}", texts, labels))
        q = ask(inp, sid)
        if q is not None:
            qt = {lang: i18n.t(q.prompt, lang, **q.args) + "\n" + i18n.t(q.why, lang, **q.args)
                  + "\n" + "\n".join(i18n.t(c, lang) if c.startswith("predict.") else c
                                     for c, _ in q.choices) for lang in i18n.LANGS}
            out.append((f"{lesson}.{sid}?", qt, [[c for c, _ in q.choices]]))
    return out


def check_outputs(outputs) -> list[str]:
    problems = []
    for where, texts, labels in outputs:
        for lang, text in texts.items():
            problems += [f"{where} {lang}: {z!r}" for z in zero_based(text, lang)]
            problems += [f"{where} {lang}: {p}" for p in table_problems(text)]
        en, zh = ordinals(texts["en"], "en"), ordinals(texts["zh"], "zh")
        if en != zh:
            problems.append(f"{where}: ordinals differ between languages: en {sorted(en - zh)}, "
                            f"zh {sorted(zh - en)}")
        for seq in labels:
            problems += [f"{where}: {p}" for p in label_problems(seq)]
    return problems


@pytest.mark.parametrize("lesson", [x for x in LESSONS if x not in ("gpt2", "training")])
def test_every_lesson_counts_from_1_in_both_languages(lesson):
    module = importlib.import_module(f"attnlab.lessons.{lesson}")
    problems = []
    for inp in step_inputs(lesson):
        problems += check_outputs(rendered_outputs(
            lesson, module, inp, lambda i, sid: questions.question(lesson, i, sid)))
    assert problems == []


def test_real_heads_counts_from_1_in_both_languages(tmp_path_factory, monkeypatch):
    import gpt2_model
    from attnlab import gpt2
    from attnlab.lessons import gpt2 as lesson

    gpt2.forget()
    monkeypatch.setenv(gpt2.ENV, str(gpt2_model.session_folder(tmp_path_factory)))
    try:
        problems = []
        for sentence, layer, head in ((lesson.DEFAULT_SENTENCE, 1, 2), ("你好，世界！注意力", 0, 0)):
            inp = lesson.Gpt2Input(sentence, layer, head, 0)
            problems += check_outputs(rendered_outputs(
                "gpt2", lesson, inp, lambda i, sid: lesson.question(i, sid)))
        assert problems == []
    finally:
        gpt2.forget()
        lesson._trace.cache_clear()
        lesson._induction_trace.cache_clear()


@pytest.mark.parametrize("task", ["previous", "first", "next_token", "two_heads", "classify_rule"])
@pytest.mark.parametrize("positions", [True, False])
def test_training_counts_from_1_in_both_languages(task, positions):
    from attnlab.lessons import training
    from attnlab.lessons.training import tab

    inp = training.parse_input(task, 20, 0.05, 2 if task == "two_heads" else 1, 0, True, "adam",
                               positions)
    first = training.untrained(inp)
    outputs = []
    for snap in (first, *training.train(inp, every=10)):
        sentences = training.status(inp, first, snap) + training.verdict(inp, first, snap)
        texts = {lang: " ".join(i18n.t(k, lang, **a) for k, a in sentences)
                 + "\n" + i18n.t("panel.head_after", lang, i=1, step=snap.step)
                 for lang in i18n.LANGS}
        outputs.append((f"training.{task}@{snap.step}", texts, [tab.POSITIONS]))
    # The position sentences need a run without positions that learnt something: their
    # templates, with the numbers a run gives them.
    args = training.causal_position_sentences(_snapshot_like(first))
    for key, a in args:
        outputs.append((key, {lang: i18n.t(key, lang, **a) for lang in i18n.LANGS}, []))
    assert check_outputs(outputs) == []


def _snapshot_like(snap):
    import dataclasses

    return dataclasses.replace(snap, position_accuracy=[float("nan"), 0.95, 0.5, 0.4, 0.3, 0.3,
                                                        0.2, 0.1][:len(snap.position_accuracy)])


# --- the scanners themselves catch what they are for ---------------------------------------------------


@pytest.mark.parametrize("lang,text", [("en", "layer 0, head 3"), ("en", "rows 0 to 5 (numbered from 0)"),
                                       ("zh", "第 0 层"), ("zh", "4 号层"), ("zh", "（从 0 开始）"),
                                       ("en", "query 0 sees only"), ("zh", "查询 0 只能看到")])
def test_zero_based_texts_are_caught(lang, text):
    assert zero_based(text, lang)


@pytest.mark.parametrize("lang,text", [("en", "a colour scale from 0 to 1"), ("en", "Step 0: untrained"),
                                       ("zh", "颜色刻度都是 0 到 1"), ("zh", "训练 0 步")])
def test_zero_as_a_value_is_not_a_numbering(lang, text):
    assert not zero_based(text, lang)


def test_mixed_ordinals_and_tables_and_labels_are_caught():
    assert ordinals("layer 5, head 12", "en") == ordinals("第 5 层第 12 个注意力头", "zh")
    assert ordinals("layer 5", "en") != ordinals("第 4 层", "zh")
    assert table_problems("| # | id |\n|---|---|\n| 0 | 7 |\n| 1 | 9 |")
    assert not table_problems("| # | id |\n|---|---|\n| 1 | 7 |\n| 2 | 9 |")
    assert label_problems(["L0", "L1", "L2"]) and label_problems(["0", "1"])
    assert not label_problems(["L1", "L2"]) and not label_problems(["Your", "journey"])
