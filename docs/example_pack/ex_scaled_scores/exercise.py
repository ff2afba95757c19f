"""An example exercise of an instructor's pack: scaled dot-product scores.

Copy this folder into your pack folder and rename it: the folder's name is the exercise's id (the
answer's name in answers.py). The four files:
- exercise.py (this one): what the learner reads, in English and Chinese, and the starter;
- probe.py: what the sandbox runs on the learner's answer (no reference, no expected value);
- check.py: the trusted side, drawing fresh inputs for each grading run and checking the answer;
- solution.py: the reference answer, written as a learner would, read as text, never imported.
"""

KIND = "code"  # or "number", "vector", "shape" for a short answer (then there is no probe.py)
POINTS = 2
LESSON = "scores"  # the app's lesson that teaches it: its exercise links there ("" for none)
TITLE = {"en": "Pack example: scaled attention scores", "zh": "练习包示例：缩放后的注意力分数"}
STATEMENT = {
    "en": "Write `ex_scaled_scores(queries, keys)`: both are (b, n, d_k) tensors; return the "
          "(b, n, n) scores whose row i, column j is the dot product of query i with key j, "
          "divided by the square root of d_k.",
    "zh": "编写 `ex_scaled_scores(queries, keys)`：两个参数都是形状为 (b, n, d_k) 的张量；"
          "返回形状为 (b, n, n) 的分数，其中第 i 行第 j 列是查询 i 与键 j 的点积再除以 d_k 的平方根。",
}
HINTS = {
    "en": ("keys.transpose(-2, -1) turns (b, n, d_k) into (b, d_k, n), so queries @ it is (b, n, n).",
           "d_k is keys.shape[-1]; divide by its square root, math.sqrt(d_k)."),
    "zh": ("keys.transpose(-2, -1) 把 (b, n, d_k) 变成 (b, d_k, n)，于是 queries 与它相乘得到 (b, n, n)。",
           "d_k 就是 keys.shape[-1]；要除以它的平方根 math.sqrt(d_k)。"),
}
STARTER = "def ex_scaled_scores(queries, keys):\n    ...\n"

# Feedback texts of this exercise's checker; every key starts with the exercise id and a dot.
STRINGS = {
    "ex_scaled_scores.unscaled": {
        "en": "These are the raw dot products: divide them by √d_k (here √{d_k}).",
        "zh": "这是未缩放的点积：还要除以 √d_k（这里是 √{d_k}）。",
    },
    "ex_scaled_scores.divided_by_dk": {
        "en": "You divided by d_k = {d_k}; divide by its square root instead.",
        "zh": "你除以了 d_k = {d_k}；应该除以它的平方根。",
    },
    "ex_scaled_scores.transposed": {
        "en": "Rows and columns are swapped: row i must hold query i's scores against every key "
        "(queries @ keysᵀ, not keys @ queriesᵀ).",
        "zh": "行和列颠倒了：第 i 行应当是查询 i 与每个键的分数（queries @ keysᵀ，而不是 keys @ queriesᵀ）。",
    },
}
