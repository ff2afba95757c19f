"""A short answer (vector): no code runs, so this exercise has no probe.py."""

KIND = "vector"
POINTS = 1
LESSON = "scores"
ALSO_IN = ("why",)  # further lessons whose tab links to it
TITLE = {"en": "The context vector of “journey”", "zh": "“journey”的上下文向量"}
STATEMENT = {
    "en": "Using softmax weights of the raw dot products (no projections), what is the "
          "context vector z⁽²⁾ of “journey”? Give three numbers with 4 decimals.",
    "zh": "使用原始点积的 softmax 权重（不做投影），"
          "“journey”的上下文向量 z⁽²⁾ 是什么？给出三个数，保留 4 位小数。",
}
HINTS = {
    "en": ("z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾: weight every input row and add them.",),
    "zh": ("z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾：给每一行输入加权后相加。",),
}
STARTER = "ex_context = None  # for example [0.0, 0.0, 0.0]\n"
