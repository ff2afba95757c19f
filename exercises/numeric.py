"""Short-answer exercises: one number, a vector or a shape, checked against trusted computation."""

from __future__ import annotations

import math

import torch

from attnlab import attention, examples
from attnlab.grading import checks
from attnlab.grading.model import Exercise


def _number_exercise(id, title, statement, hints, want, tolerance, points=1, kind="number",
                     misconceptions=()):
    """An exercise whose answer is a top-level value: ``id = 0.1234`` or ``id = [..]``.

    ``misconceptions`` are (feedback key, value) pairs: what a classic wrong route computes. An
    answer equal to one of them is told which route it took. NaN and inf never pass.
    """

    def probe(answer, payload, device):
        return checks.number_out(answer) if kind == "number" else checks.sequence_out(answer)

    def check(payload, result):
        expected = want()
        if kind == "number":
            got = checks.value(result)
            key, args = checks.check_number(got, expected, tolerance)
            if key == "feedback.wrong_number":
                for mistake, wrong in misconceptions:
                    if abs(got - wrong()) <= tolerance:
                        return mistake, args
            return key, args
        got = checks.values(result)
        if not all(math.isfinite(g) for g in got):
            return "feedback.not_finite_answer", {"got": ", ".join(checks.number_text(g) for g in got)}
        if checks.close_all(got, expected, tolerance):
            return "", {}
        for mistake, wrong in misconceptions:
            if checks.close_all(got, wrong(), tolerance):
                return mistake, {}
        if len(got) != len(expected):
            return "feedback.wrong_length", {"got": len(got), "want": len(expected)}
        return ("feedback.wrong_shape_answer" if kind == "shape" else "feedback.wrong_vector"), {}

    example = {"number": "0.0", "vector": "[0.0, 0.0, 0.0]", "shape": "(0, 0, 0, 0)"}[kind]
    return Exercise(
        id=id, kind=kind, points=points, title=title, statement=statement, hints=hints,
        starter=f"{id} = None  # for example {example}\n",
        solution_source=lambda: f"{id} = {_literal(want(), kind)}\n",
        make_payload=dict, probe=probe, check=check,
    )


def _literal(value, kind) -> str:
    if kind == "number":
        return f"{value:.4f}"
    if kind == "shape":
        return "(" + ", ".join(str(int(v)) for v in value) + ")"
    return "[" + ", ".join(f"{v:.4f}" for v in value) + "]"


def _x():
    return examples.inputs()


OMEGA = _number_exercise(
    "ex_omega",
    {"en": "Score ω between “journey” and “Your”", "zh": "“journey”与“Your”之间的分数 ω"},
    {"en": "With the book's embeddings, what is the attention score ω₂₁ = x⁽²⁾ · x⁽¹⁾ of the query "
     "“journey” with the key “Your”? Give 4 decimals.",
     "zh": "使用书中的嵌入，查询“journey”与键“Your”之间的注意力分数 ω₂₁ = x⁽²⁾ · x⁽¹⁾ 是多少？保留 4 位小数。"},
    {"en": ("Multiply matching coordinates and add: 0.55·0.43 + …",),
     "zh": ("对应坐标相乘再相加：0.55·0.43 + …",)},
    want=lambda: float(_x()[1] @ _x()[0]), tolerance=6e-4,
    misconceptions=(("ex_omega.self_score", lambda: float(_x()[1] @ _x()[1])),
                    ("ex_omega.weight", lambda: float(torch.softmax(_x() @ _x()[1], -1)[0])),
                    ("ex_omega.other_pair", lambda: float(_x()[0] @ _x()[0]))),
)
SOFTMAX_WEIGHT = _number_exercise(
    "ex_softmax_weight",
    {"en": "The softmax weight of “journey” on itself", "zh": "“journey”对自身的 softmax 权重"},
    {"en": "The query is “journey”. Its six attention scores are the raw dot products "
     "ω₂ⱼ = x⁽²⁾ · x⁽ʲ⁾ of the book's embeddings (no projections, no scaling). After the softmax "
     "over these six scores, what weight α₂₂ does “journey” give to itself? Give 4 decimals.",
     "zh": "查询是“journey”。它的六个注意力分数是书中嵌入的原始点积 ω₂ⱼ = x⁽²⁾ · x⁽ʲ⁾（不做投影，也不缩放）。"
     "对这六个分数做 softmax 之后，“journey”给自己的权重 α₂₂ 是多少？保留 4 位小数。"},
    {"en": ("Compute all six scores x⁽²⁾ · x⁽ʲ⁾ first, then exp(ω₂₂) / Σ exp(ω₂ⱼ).",),
     "zh": ("先算出六个分数 x⁽²⁾ · x⁽ʲ⁾，再计算 exp(ω₂₂) / Σ exp(ω₂ⱼ)。",)},
    want=lambda: float(torch.softmax(_x() @ _x()[1], -1)[1]), tolerance=6e-4,
    misconceptions=(
        ("ex_softmax_weight.sum_normalised", lambda: float((_x() @ _x()[1])[1] / (_x() @ _x()[1]).sum())),
        ("ex_softmax_weight.scaled", lambda: float(torch.softmax(_x() @ _x()[1] / 3 ** 0.5, -1)[1])),
        ("ex_softmax_weight.score", lambda: float(_x()[1] @ _x()[1])),
        ("ex_softmax_weight.other_key", lambda: float(torch.softmax(_x() @ _x()[1], -1)[0])),
    ),
)
CONTEXT = _number_exercise(
    "ex_context",
    {"en": "The context vector of “journey”", "zh": "“journey”的上下文向量"},
    {"en": "Using softmax weights of the raw dot products (no projections), what is the context "
     "vector z⁽²⁾ of “journey”? Give three numbers with 4 decimals.",
     "zh": "使用原始点积的 softmax 权重（不做投影），“journey”的上下文向量 z⁽²⁾ 是什么？给出三个数，保留 4 位小数。"},
    {"en": ("z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾: weight every input row and add them.",),
     "zh": ("z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾：给每一行输入加权后相加。",)},
    want=lambda: (torch.softmax(_x() @ _x()[1], -1) @ _x()).tolist(), tolerance=6e-4,
    kind="vector",
    misconceptions=(
        ("ex_context.sum_normalised", lambda: ((_x() @ _x()[1]) / (_x() @ _x()[1]).sum() @ _x()).tolist()),
        ("ex_context.unnormalised", lambda: ((_x() @ _x()[1]) @ _x()).tolist()),
        ("ex_context.other_query", lambda: (torch.softmax(_x() @ _x()[0], -1) @ _x()).tolist()),
    ),
)
SURVIVOR = _number_exercise(
    "ex_dropout_survivor",
    {"en": "A surviving weight after dropout", "zh": "dropout 后保留下来的值"},
    {"en": "Dropout with p = 0.1 is applied to a matrix of ones. What value does every entry that "
     "survives have? Give 4 decimals.",
     "zh": "对一个全 1 矩阵使用 p = 0.1 的 dropout。每个被保留下来的元素的值是多少？保留 4 位小数。"},
    {"en": ("Survivors are scaled so that the expectation is unchanged.",),
     "zh": ("保留下来的元素会被缩放，使期望保持不变。",)},
    want=lambda: float(attention.dropout(torch.ones(64), 0.1, torch.Generator().manual_seed(0))[0].max()),
    tolerance=6e-4,
    misconceptions=(("ex_dropout_survivor.times_keep", lambda: 0.9),
                    ("ex_dropout_survivor.over_p", lambda: 10.0),
                    ("ex_dropout_survivor.unscaled", lambda: 1.0),
                    ("ex_dropout_survivor.book_p", lambda: 2.0)),
)
SHAPE = _number_exercise(
    "ex_shape_view",
    {"en": "The shape after view and transpose", "zh": "view 与 transpose 之后的形状"},
    {"en": "Queries of shape (b, n, d_out) = (2, 5, 12) are split into 3 heads with "
     "`.view(b, n, num_heads, head_dim)` and then `.transpose(1, 2)`. What is the resulting shape? "
     "Answer as a tuple, e.g. (1, 2, 3, 4).",
     "zh": "形状为 (b, n, d_out) = (2, 5, 12) 的查询先用 `.view(b, n, num_heads, head_dim)` 拆成 3 个头，"
     "再做 `.transpose(1, 2)`。得到的形状是什么？用元组回答，例如 (1, 2, 3, 4)。"},
    {"en": ("head_dim = d_out / num_heads; transpose swaps the tokens and the heads.",),
     "zh": ("head_dim = d_out / num_heads；transpose 交换词元和头这两个维度。",)},
    want=lambda: list(attention.split_heads(torch.zeros(2, 5, 12), 3).shape), tolerance=0.0,
    kind="shape",
    misconceptions=(("ex_shape_view.no_transpose", lambda: [2, 5, 3, 4]),
                    ("ex_shape_view.swapped", lambda: [2, 4, 5, 3]),
                    ("ex_shape_view.head_dim", lambda: [2, 3, 5, 12])),
)

EXERCISES = (OMEGA, SOFTMAX_WEIGHT, CONTEXT, SURVIVOR, SHAPE)
