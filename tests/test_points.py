"""Points per check: an exercise declares its checks' points in its folder; an answer earns the
checks before the one its feedback fails; every report format and the app show them."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from attnlab import registry
from attnlab.errors import InputError
from attnlab.grading import class_report, points, report
from attnlab.grading.points import Check

ROOT = Path(__file__).resolve().parent.parent
# The bundled exercises' totals before points per check: unchanged.
TOTALS = {"ex3_1": 3, "ex3_2": 2, "ex3_3": 3, "ex_omega": 1, "ex_softmax_weight": 1,
          "ex_context": 1, "ex_dropout_survivor": 1, "ex_shape_view": 1, "ex_stable_softmax": 2,
          "ex_causal_weights": 2, "ex_padding_attention": 3, "ex_split_merge": 2,
          "ex_mha_forward": 3, "ex_softmax_backward": 3, "ex_fix_second_head": 2,
          "ex_fix_mask_heads": 2}


def test_bundled_totals_are_unchanged_and_every_exercise_of_several_points_has_checks():
    chosen = registry.bundled()
    assert {e.id: e.points for e in chosen} == TOTALS
    for e in chosen:
        assert sum(c.points for c in e.parts) == e.points
        assert len(e.parts) == 1 or e.points > 1, e.id
        for c in e.parts:  # every check has a title in both languages, not its bare name
            assert points.title(e.id, c.name, "en") != points.title(e.id, c.name, "zh"), c.name


CHECKS3 = (Check("sizes", 1, ("x.size", "x.shape")), Check("values", 1, ("*",)),
           Check("dropout", 1, ("x.dropout", "mistake.drop*")))


@pytest.mark.parametrize("key, earned, statuses", [
    ("x.shape", 0, ["failed", "not_run", "not_run"]),
    ("feedback.wrong_values", 1, ["passed", "failed", "not_run"]),  # "*" takes it
    ("x.dropout", 2, ["passed", "passed", "failed"]),
    ("mistake.dropout_scores", 2, ["passed", "passed", "failed"]),  # a pattern beats "*"
])
def test_an_answer_earns_the_checks_before_the_one_its_feedback_fails(key, earned, statuses):
    got = points.results(CHECKS3, "failed", key, from_checker=True)
    assert sum(c.score for c in got) == earned and [c.status for c in got] == statuses


def test_no_points_for_a_failure_before_the_checker_or_a_key_no_check_takes():
    got = points.results(CHECKS3, "failed", "feedback.wrong_values", from_checker=False)
    assert sum(c.score for c in got) == 0 and got[0].status == "failed"
    strict = (Check("a", 1, ("x.a",)), Check("b", 2, ("x.b",)))
    assert points.failed_check(strict, "x.new_key") == 0  # unknown: nothing earned
    passed = points.results(CHECKS3, "passed", "", True)
    assert [c.score for c in passed] == [1, 1, 1]


@pytest.mark.parametrize("declared, points_, problem", [
    ((("a", 1, ("*",)),), 2, "add up to 1, POINTS is 2"),
    ((("a", 0, ("*",)), ("b", 2, ())), 2, "whole number"),
    ((("a", 1, "x.a"), ("b", 1, ())), 2, "tuple of strings"),
    ((("a", 1, ()), ("a", 1, ())), 2, "same name"),
    ((("not a name", 2, ()),), 2, "identifier"),
    ("runs", 2, "non-empty tuple"),
])
def test_malformed_checks_are_refused_with_the_reason(declared, points_, problem):
    with pytest.raises(ValueError, match=problem):
        points.parse(declared, points_)


def _pack(tmp_path, checks: str) -> Path:
    pack = tmp_path / "pack"
    shutil.copytree(ROOT / "docs" / "example_pack", pack,
                    ignore=shutil.ignore_patterns("__pycache__"))
    info = pack / "ex_scaled_scores" / "exercise.py"
    text = info.read_text()
    start = text.index("CHECKS = ")
    end = text.index("\n", start)
    info.write_text(text[:start] + checks + text[end:])
    return pack


def test_a_pack_declares_its_checks_and_a_bad_declaration_is_refused(tmp_path):
    (e,) = registry.load_pack(ROOT / "docs" / "example_pack")
    assert [(c.name, c.points) for c in e.parts] == [("slip", 1), ("scaled", 1)]
    registry.exercises([ROOT / "docs" / "example_pack"])  # adds the pack's strings
    assert points.title(e.id, "scaled", "zh") == "分数除以 √d_k"  # the pack's own title
    with pytest.raises(InputError) as info:
        registry.load_pack(_pack(tmp_path, 'CHECKS = (("slip", 1, ("*",)),)'))
    assert info.value.key == "error.pack_invalid" and "POINTS is 2" in info.value.args_["problem"]


ANSWERS = '''
def ex3_2(MultiHeadAttentionWrapper):  # right sizes, but dropout: structure passes, values fail
    return MultiHeadAttentionWrapper(3, 1, 6, 0.5, num_heads=2)

def ex3_3(MultiHeadAttention, device):  # right sizes and values, dropout left on
    return MultiHeadAttention(768, 768, 1024, 0.1, num_heads=12).to(device)

def ex_stable_softmax(x, dim):  # runs, wrong values (no max subtracted, overflows)
    return x.exp() / x.exp().sum(dim=dim, keepdim=True)

def ex_causal_weights(scores):  # raises: nothing earned
    raise RuntimeError("not yet")

ex_omega = 0.9544
'''
IDS = ["ex3_2", "ex3_3", "ex_stable_softmax", "ex_causal_weights", "ex_omega", "ex3_1"]
WANT = {"ex3_2": (1, ["passed", "failed"]), "ex3_3": (2, ["passed", "passed", "failed"]),
        "ex_stable_softmax": (1, ["passed", "failed"]), "ex_causal_weights": (0, ["failed", "not_run"]),
        "ex_omega": (1, ["passed"]), "ex3_1": (0, ["failed", "not_run"])}  # ex3_1: missing


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    from attnlab.cli import grade_files

    path = tmp_path_factory.mktemp("points") / "partial.py"
    path.write_text(ANSWERS)
    (r,) = grade_files([path], registry.bundled(), "cpu", 1, IDS, "en", seed=7)
    return r


@pytest.mark.sandbox
def test_the_untouched_starter_earns_nothing(tmp_path):
    """Not a point for a check the starter passes by itself (a fix-the-bug starter runs)."""
    from attnlab.cli import grade_files, starter_text

    path = tmp_path / "starter.py"
    path.write_text(starter_text())
    (r,) = grade_files([path], registry.bundled(), "cpu", 1, None, "en", seed=3)
    assert {e.id: o.score for e, o in r.results if o.score} == {}


@pytest.mark.sandbox
def test_an_answer_that_returns_its_input_earns_nothing(tmp_path):
    """Partial credit is for an answer right or one named mistake away: `return x` (right shape
    wherever the output has the input's shape) earns no point on any exercise."""
    from attnlab.cli import grade_files

    code = [e for e in registry.bundled() if e.kind == "code"]
    path = tmp_path / "identity.py"
    path.write_text("".join(f"def {e.id}(*args):\n    return args[0]\n\n" for e in code))
    (r,) = grade_files([path], registry.bundled(), "cpu", 1, [e.id for e in code], "en", seed=5)
    assert {e.id: o.score for e, o in r.results if o.score} == {}


@pytest.mark.sandbox
def test_partial_credit_in_every_report_format(graded):
    by_id = {e.id: o for e, o in graded.results}
    assert {i: o.score for i, o in by_id.items()} == {i: w[0] for i, w in WANT.items()}
    assert graded.score == 5 and graded.max_score == 13
    js = json.loads(report.to_json([graded]))["submissions"][0]
    for x in js["exercises"]:
        assert [c["status"] for c in x["checks"]] == WANT[x["id"]][1], x
        assert sum(c["score"] for c in x["checks"]) == x["score"]
    rows = list(csv.DictReader(io.StringIO(report.to_csv([graded]))))
    assert rows[0]["ex3_3.sizes"] == "1" and rows[0]["ex3_3.dropout"] == "0"
    assert rows[0]["ex3_2"] == "1" and rows[0]["ex3_2.values"] == "0"
    text = report.to_text([graded])
    assert "✓ no dropout" not in text and "✗ no dropout: 0 / 1 (failed)" in text
    assert "✓ GPT-2 small's sizes, device and dtype: 1 / 1 (passed)" in text
    zh = report.to_text([graded], "zh")
    assert "✗ 没有 dropout：0 / 1（未通过）" in zh
    html = class_report.page([graded])
    assert "✗ right values: 0 / 1 (failed)" in html
    gs = json.loads(report.to_gradescope(graded, "en", "after_published"))
    assert gs["score"] == 5 and sum(t["max_score"] for t in gs["tests"]) == 13
    assert sum(t["score"] for t in gs["tests"]) == 5
    dropout = [t for t in gs["tests"] if t["name"].startswith("ex3_3") and "dropout" in t["name"]]
    assert dropout[0]["score"] == 0 and dropout[0]["status"] == "failed"
    assert {t["visibility"] for t in gs["tests"]} == {"after_published"}
    not_reached = [t for t in gs["tests"] if t["name"].startswith("ex_causal_weights")][1]
    assert not_reached["output"] == "Not checked: an earlier check of this exercise failed."


def test_the_exercises_tab_shows_points_per_check():
    from attnlab.ui import exercises_tab

    ex = registry.by_id(registry.bundled())["ex3_3"]
    md = exercises_tab.statement_markdown(ex, "en")
    assert "3 points · Checks: GPT-2 small's sizes, device and dtype (1 point), right values " \
        "(1 point), no dropout (1 point)" in md
    one = exercises_tab.statement_markdown(registry.by_id(registry.bundled())["ex_omega"], "en")
    assert "*1 point*" in one and "Checks" not in one


def test_the_exercises_tab_result_lists_the_checks(monkeypatch):
    from attnlab.grading.model import Outcome
    from attnlab.ui import exercises_tab

    ex = registry.by_id(registry.bundled())["ex3_3"]
    outcome = Outcome("failed", 2, 3, "ex3_3.dropout", {"got": "0.1"},
                      points.results(ex.parts, "failed", "ex3_3.dropout", True))
    monkeypatch.setattr(exercises_tab, "check_code", lambda *a, **k: outcome)
    monkeypatch.setattr(exercises_tab.common, "run_translated", lambda request, f: f("en"))
    text, _, state = exercises_tab.exercise_check("ex3_3", "", "code", {}, None)
    assert "2 / 3 points" in text and "- ✗ no dropout: 0 / 1 (failed)" in text
    assert "- ✓ right values: 1 / 1 (passed)" in text and state["ex3_3"] == 2


def test_the_starter_says_point_for_one_and_keeps_chinese_end_marks():
    import re

    from attnlab.cli import starter_text

    text = starter_text()
    assert "(1 points)" not in text and "(1 point)" in text and "(3 points)" in text
    assert not re.search(r"[。！？；]。", text)  # a sentence ending in ？ gets no 。 added
    for e in registry.bundled():  # every Chinese sentence of every statement is kept whole
        for sentence in re.split(r"(?<=[。！？；])", e.statement["zh"]):
            if sentence.strip() and "\n" not in sentence.strip():
                assert sentence.strip() in text, sentence
