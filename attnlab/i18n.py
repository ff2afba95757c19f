"""Every user-visible string, in English and Simplified Chinese.

Static labels reach the browser through ``gr.I18n`` (the frontend picks the browser's language);
text with live numbers is formatted on the server in the language of the request's
``accept-language`` header. Both read this one table.
"""

from __future__ import annotations

import re
import string

from attnlab.lessons import TABS
from attnlab.texts import (beyond, dropout, formulas, gpt2, grading, heads, instructor, masking,
                           mistakes, predict, sandbox, saved_work, scores, softmax, training)

LANGS = ("en", "zh")

STRINGS: dict[str, dict[str, str]] = {
    # --- app ---
    "app.title": {
        "en": "# attnlab: self-attention on live tensors",
        "zh": "# attnlab：在真实张量上学习自注意力",
    },
    "app.intro": {
        "en": "Every number below is computed live from the inputs on the left. Edit a cell, change "
        "the seed or step through the lesson and watch each tensor change. The defaults are the "
        "six-token example of chapter 3 of *Build a Large Language Model (From Scratch)*, so the "
        "numbers match the book.",
        "zh": "下面的每个数字都是根据左侧输入实时计算出来的。修改一个单元格、换一个随机种子，或逐步浏览本课，"
        "观察每个张量如何变化。默认输入是《从零构建大模型》第 3 章中的六词示例，因此数值与书中一致。",
    },
    "title.scores": {"en": "Scores", "zh": "注意力分数"},
    # --- shared widgets ---
    "widget.inputs": {
        "en": "Token embeddings (one row per token, one column per dimension)",
        "zh": "词元嵌入（每行一个词元，每列一个维度）",
    },
    "widget.inputs_info": {
        "en": "Up to 64 tokens and 512 dimensions; every cell must be a finite number.",
        "zh": "最多 64 个词元、512 维；每个单元格都必须是有限的数字。",
    },
    "widget.labels": {"en": "Token labels (separated by spaces)", "zh": "词元名称（用空格分隔）"},
    "widget.query": {"en": "Query token", "zh": "查询词元"},
    "widget.seed": {"en": "Seed for the weight matrices", "zh": "权重矩阵的随机种子"},
    "widget.d_out": {"en": "d_out (size of q, k, v)", "zh": "d_out（q、k、v 的维度）"},
    "widget.init": {"en": "How the weights are drawn", "zh": "权重的初始化方式"},
    "widget.init_rand": {
        "en": "torch.rand, as SelfAttention_v1 (seed 123 = the book)",
        "zh": "torch.rand，同 SelfAttention_v1（种子 123 = 书中数值）",
    },
    "widget.init_linear": {
        "en": "nn.Linear, as SelfAttention_v2 (seed 789 = the book)",
        "zh": "nn.Linear，同 SelfAttention_v2（种子 789 = 书中数值）",
    },
    "widget.step": {"en": "Step", "zh": "步骤"},
    "widget.prev": {"en": "◀ Previous step", "zh": "◀ 上一步"},
    "widget.next": {"en": "Next step ▶", "zh": "下一步 ▶"},
    "widget.reset": {"en": "Restore the book's example", "zh": "恢复书中的示例"},
    "widget.figure": {"en": "Figure", "zh": "图"},
    "heading.tensor": {"en": "Tensor", "zh": "张量"},
    "heading.shapes": {"en": "Shape", "zh": "形状"},
    # --- axes of query-by-key heatmaps ---
    "axis.queries": {"en": "queries (rows)", "zh": "查询（行）"},
    "axis.keys": {"en": "keys (columns)", "zh": "键（列）"},
    "axis.hover_qk": {"en": "query %{y} · key %{x}", "zh": "查询 %{y} · 键 %{x}"},
    # --- labels inside figures and shape tables (translated where they are drawn) ---
    "label.ones": {"en": "ones", "zh": "全 1 矩阵"},
    "label.mask_m": {"en": "mask m", "zh": "掩码 m"},
    "label.row_sums": {"en": "row sums", "zh": "行和"},
    "label.mask": {"en": "mask", "zh": "掩码"},
    "label.pad_mask": {"en": "pad (b, n)", "zh": "填充 (b, n)"},
    "label.key_mask": {"en": "key mask (b, 1, 1, n)", "zh": "键掩码 (b, 1, 1, n)"},
    "label.query_mask": {"en": "query mask (b, 1, n, 1)", "zh": "查询掩码 (b, 1, n, 1)"},
    "label.scores_bhnn": {"en": "scores (b, h, n, n)", "zh": "分数 (b, h, n, n)"},
    "label.wq_per_head": {"en": "W_query.weight (per head)", "zh": "W_query.weight（每个头）"},
    "label.wq_fused": {"en": "W_query.weight (fused)", "zh": "W_query.weight（合并后）"},
    "label.nature": {"en": "nature", "zh": "自然"},
    "label.money": {"en": "money", "zh": "金钱"},
    "label.function": {"en": "function word", "zh": "虚词"},
    "label.thing": {"en": "thing", "zh": "实物"},
    "label.skill": {"en": "skill", "zh": "本领"},
    "label.noun": {"en": "noun", "zh": "名词"},
    "label.wrapper": {"en": "wrapper", "zh": "包装器"},
    "label.efficient": {"en": "efficient", "zh": "高效实现"},
    # --- names of the settings that error messages quote (code-like names such as d_out stay) ---
    "param.seed": {"en": "seed", "zh": "随机种子"},
    "param.delta": {"en": "delta", "zh": "变化量"},
    "param.fill": {"en": "fill", "zh": "填充值"},
    "param.heads": {"en": "heads", "zh": "头数"},
    "param.init": {"en": "init", "zh": "初始化方式"},
    "param.multiplier": {"en": "multiplier", "zh": "放大倍数"},
    "param.scale": {"en": "scale", "zh": "缩放系数"},
    "param.step": {"en": "step", "zh": "步骤"},
    "param.steps": {"en": "steps", "zh": "训练步数"},
    "param.lr": {"en": "lr", "zh": "学习率"},
    "param.task": {"en": "task", "zh": "任务"},
    "param.query": {"en": "query", "zh": "查询词元"},
    # --- errors ---
    "error.title": {"en": "Please check your input", "zh": "请检查输入"},
    "error.matrix_empty": {
        "en": "The matrix is empty: enter at least one row with at least one number.",
        "zh": "矩阵为空：请至少输入一行，且每行至少一个数字。",
    },
    "error.too_many_rows": {
        "en": "{n} tokens is too many: the limit is {limit}.",
        "zh": "{n} 个词元太多了：上限是 {limit} 个。",
    },
    "error.too_many_cols": {
        "en": "{d} dimensions is too many: the limit is {limit}.",
        "zh": "{d} 维太多了：上限是 {limit} 维。",
    },
    "error.ragged": {
        "en": "Row {row} has {got} numbers but the first row has {want}: every row needs the same length.",
        "zh": "第 {row} 行有 {got} 个数字，而第一行有 {want} 个：每一行的长度必须相同。",
    },
    "error.cell_not_number": {
        "en": "Row {row}, column {col}: “{value}” is not a number.",
        "zh": "第 {row} 行第 {col} 列：“{value}”不是数字。",
    },
    "error.cell_empty": {
        "en": "Row {row}, column {col} is empty: enter a number.",
        "zh": "第 {row} 行第 {col} 列为空：请输入一个数字。",
    },
    "error.cell_not_finite": {
        "en": "Row {row}, column {col}: NaN and infinity are not allowed; enter a finite number.",
        "zh": "第 {row} 行第 {col} 列：不允许 NaN 或无穷大，请输入有限的数字。",
    },
    "error.cell_too_large": {
        "en": "Row {row}, column {col}: keep numbers within ±{limit}.",
        "zh": "第 {row} 行第 {col} 列：数字的绝对值不能超过 {limit}。",
    },
    "error.not_integer": {
        "en": "{name} must be a whole number (got “{value}”).",
        "zh": "{name} 必须是整数（收到的是“{value}”）。",
    },
    "error.out_of_range": {
        "en": "{name} must be between {low} and {high}.",
        "zh": "{name} 必须在 {low} 到 {high} 之间。",
    },
    "error.query_range": {
        "en": "Pick the query among the {n} tokens.",
        "zh": "请从 {n} 个词元中选择查询词元。",
    },
    "error.vector_empty": {
        "en": "Enter at least one number.",
        "zh": "请至少输入一个数字。",
    },
    "error.not_number": {
        "en": "{name} must be a number (got “{value}”).",
        "zh": "{name} 必须是数字（收到的是“{value}”）。",
    },
    "error.dropout_p": {
        "en": "The dropout probability p must be at least 0 and below 1 (at most {high}): with p = 1 "
        "every weight would be dropped and the survivors divided by zero.",
        "zh": "dropout 概率 p 必须不小于 0 且小于 1（最大 {high}）：p = 1 时所有权重都会被丢弃，保留的元素要除以零。",
    },
    "error.heads_divisible": {
        "en": "d_out = {d_out} cannot be split into {h} equal heads. Each head needs d_out / h "
        "features, so d_out must be a multiple of h: try {lower} or {upper}.",
        "zh": "d_out = {d_out} 无法平均分给 {h} 个头。每个头需要 d_out / h 个特征，所以 d_out 必须是 h 的倍数："
        "可以试试 {lower} 或 {upper}。",
    },
    "error.no_cuda": {
        "en": "CUDA was requested but no GPU is available here; use the CPU.",
        "zh": "请求使用 CUDA，但这里没有可用的 GPU；请使用 CPU。",
    },
    "error.no_such_path": {"en": "No such file or folder: {path}", "zh": "没有这个文件或文件夹：{path}"},
    "error.no_submissions": {"en": "No .py submissions found.", "zh": "没有找到 .py 提交文件。"},
    "error.gradescope_one": {
        "en": "The gradescope format grades one submission at a time ({n} given).",
        "zh": "gradescope 格式一次只能评一份提交（给出了 {n} 份）。",
    },
    "error.bad_choice": {
        "en": "{name} must be one of: {choices}.",
        "zh": "{name} 只能取以下值之一：{choices}。",
    },
    "error.internal": {
        "en": "Something went wrong while computing this step. Try the book's example again.",
        "zh": "计算这一步时出错了。请恢复书中的示例后重试。",
    },
}

for _table in (scores.STRINGS, softmax.STRINGS, masking.STRINGS, dropout.STRINGS, heads.STRINGS,
               grading.STRINGS, beyond.STRINGS, instructor.STRINGS, sandbox.STRINGS,
               saved_work.STRINGS, training.STRINGS, predict.STRINGS, gpt2.STRINGS,
               formulas.STRINGS, mistakes.STRINGS):
    _clash = set(_table) & set(STRINGS)
    if _clash:  # two lessons claiming one key would silently show the wrong text
        raise RuntimeError(f"duplicate string keys: {sorted(_clash)}")
    STRINGS.update(_table)


# The tabs' titles carry their number, drawn from the one order of the lessons.
for _number, _name in enumerate(TABS):
    STRINGS[f"tab.{_name}"] = {lang: f"{_number} · {title}"
                               for lang, title in STRINGS[f"title.{_name}"].items()}


def add_strings(table: dict[str, dict[str, str]]) -> None:
    """Add an exercise pack's feedback strings; a key that exists already is refused (KeyError)."""
    clash = set(table) & set(STRINGS)
    if clash:
        raise KeyError(sorted(clash)[0])
    STRINGS.update({key: {"en": entry["en"], "zh": entry.get("zh") or entry["en"]}
                    for key, entry in table.items()})


# Languages whose nouns change with the count. "{h:plural:head:heads}" gives "1 head" and
# "2 heads" there, and just the number elsewhere (Chinese writes "{h} 个头"). "{k:pl:was:were}"
# gives the word alone, for verbs that agree with a count written elsewhere ("1 row turns",
# "2 rows turn"); it gives nothing in a language without plurals.
PLURAL_LANGS = {"en"}


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec: str):
        if format_spec.startswith(("plural:", "pl:")):
            kind, one, many = format_spec.split(":", 2)
            word = one if value == 1 else many
            if kind == "pl":
                return word if self.lang in PLURAL_LANGS else ""
            if self.lang not in PLURAL_LANGS:
                return str(value)
            return f"{value} {word}"
        return super().format_field(value, format_spec)


def t(key: str, lang: str = "en", **args: object) -> str:
    """The string ``key`` in ``lang`` (falling back to English), formatted with ``args``."""
    entry = STRINGS[key]
    text = entry.get(lang) or entry["en"]
    return _Formatter(lang).format(text, **args) if args else text


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def t_safe(key: str, lang: str = "en", **args: object) -> str:
    """Like :func:`t` for keys and arguments that may come from untrusted data (grading replies):
    an unknown key or a missing argument never raises."""
    entry = STRINGS.get(key) or STRINGS["feedback.malformed"]
    return (entry.get(lang) or entry["en"]).format_map(_Blank(args))


def error_args(args: dict, lang: str) -> dict:
    """Arguments of an error message in ``lang``: the quoted setting's name is translated."""
    name = args.get("name")
    if isinstance(name, str) and f"param.{name}" in STRINGS:
        return {**args, "name": t(f"param.{name}", lang)}
    return args


_FORMULA_WORDS = {key: entry for key, entry in STRINGS.items() if key.startswith("formula.")}


def formula(latex: str, lang: str) -> str:
    """A lesson's LaTeX with each \\text{…} that is a "formula." entry's English in ``lang``."""
    if lang == "en":
        return latex
    words = {entry["en"]: entry.get(lang) or entry["en"] for entry in _FORMULA_WORDS.values()}

    def swap(match: re.Match) -> str:
        return r"\text{" + words.get(match.group(1), match.group(1)) + "}"

    return re.sub(r"\\text\{([^{}]*)\}", swap, latex)


def label(text: str, lang: str) -> str:
    """A label drawn in a figure or a shape table: translated when it is a "label." key, else as
    written (token names, tensor names like "Q Kᵀ" and numbers are the same in every language)."""
    return t(text, lang) if text.startswith("label.") and text in STRINGS else text


def table(lang: str) -> dict[str, str]:
    """Every string of one language, for gr.I18n (English where a string is not translated)."""
    return {key: entry.get(lang) or entry["en"] for key, entry in STRINGS.items()}


def lang_from_header(accept_language: str | None) -> str:
    """'zh' or 'en' from an Accept-Language header, honouring q-values; English by default."""
    best, best_q = "en", -1.0
    for part in (accept_language or "").split(","):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGS and q > best_q:
            best, best_q = primary, q
    return best
