"""A short answer (number): no code runs, so this exercise has no probe.py."""

KIND = "number"
POINTS = 1
LESSON = "dropout"
TITLE = {"en": "A surviving weight after dropout", "zh": "dropout 后保留下来的值"}
STATEMENT = {
    "en": "Dropout with p = 0.1 is applied to a matrix of ones. What value does every entry "
          "that survives have? Give 4 decimals.",
    "zh": "对一个全 1 矩阵使用 p = 0.1 的 dropout。"
          "每个被保留下来的元素的值是多少？保留 4 位小数。",
}
HINTS = {
    "en": ("Survivors are scaled so that the expectation is unchanged.",),
    "zh": ("保留下来的元素会被缩放，使期望保持不变。",),
}
STARTER = "ex_dropout_survivor = None  # for example 0.0\n"
