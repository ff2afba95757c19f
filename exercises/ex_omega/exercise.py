"""A short answer (number): no code runs, so this exercise has no probe.py."""

KIND = "number"
POINTS = 1
LESSON = "scores"
TITLE = {"en": "Score ω between “journey” and “Your”", "zh": "“journey”与“Your”之间的分数 ω"}
STATEMENT = {
    "en": "With the book's embeddings, what is the attention score ω₂₁ = x⁽²⁾ · x⁽¹⁾ of the "
          "query “journey” with the key “Your”? Give 4 decimals.",
    "zh": "使用书中的嵌入，"
          "查询“journey”与键“Your”之间的注意力分数 ω₂₁ = x⁽²⁾ · x⁽¹⁾ 是多少？保留 4 位小数。",
}
HINTS = {
    "en": ("Multiply matching coordinates and add: 0.55·0.43 + …",),
    "zh": ("对应坐标相乘再相加：0.55·0.43 + …",),
}
STARTER = "ex_omega = None  # for example 0.0\n"
