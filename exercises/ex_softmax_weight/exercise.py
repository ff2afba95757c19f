"""A short answer (number): no code runs, so this exercise has no probe.py."""

KIND = "number"
POINTS = 1
LESSON = "softmax"
ALSO_IN = ("scores",)  # further lessons whose tab links to it
TITLE = {
    "en": "The softmax weight of “journey” on itself",
    "zh": "“journey”对自身的 softmax 权重",
}
STATEMENT = {
    "en": "The query is “journey”. Its six attention scores are the raw dot products ω₂ⱼ = "
          "x⁽²⁾ · x⁽ʲ⁾ of the book's embeddings (no projections, no scaling). After the "
          "softmax over these six scores, what weight α₂₂ does “journey” give to itself? Give "
          "4 decimals.",
    "zh": "查询是“journey”。"
          "它的六个注意力分数是书中嵌入的原始点积 ω₂ⱼ = x⁽²⁾ · x⁽ʲ⁾（不做投影，也不缩放）。"
          "对这六个分数做 softmax 之后，“journey”给自己的权重 α₂₂ 是多少？保留 4 位小数。",
}
HINTS = {
    "en": ("Compute all six scores x⁽²⁾ · x⁽ʲ⁾ first, then exp(ω₂₂) / Σ exp(ω₂ⱼ).",),
    "zh": ("先算出六个分数 x⁽²⁾ · x⁽ʲ⁾，再计算 exp(ω₂₂) / Σ exp(ω₂ⱼ)。",),
}
STARTER = "ex_softmax_weight = None  # for example 0.0\n"
