"""Exercise ex_scaled_scores: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_scaled_scores.title": "练习包示例：缩放后的注意力分数",
    "ex_scaled_scores.statement": "编写 `ex_scaled_scores(queries, keys)`：两个参数都是形状为 "
        "(b, n, d_k) 的张量；返回形状为 (b, n, n) 的分数，其中第 i 行第 j 列是查询 i 与键 j "
        "的点积再除以 d_k 的平方根。",
    "ex_scaled_scores.hint.1": "keys.transpose(-2, -1) 把 (b, n, d_k) 变成 (b, d_k, n)，于是 "
        "queries 与它相乘得到 (b, n, n)。",
    "ex_scaled_scores.hint.2": "d_k 就是 keys.shape[-1]；要除以它的平方根 math.sqrt(d_k)。",
    "ex_scaled_scores.divided_by_dk": "你除以了 d_k = {d_k}；应该除以它的平方根。",
    "ex_scaled_scores.transposed": "行和列颠倒了：第 i 行应当是查询 i 与每个键的分数（queries @ "
        "keysᵀ，而不是 keys @ queriesᵀ）。",
    "ex_scaled_scores.unscaled": "这是未缩放的点积：还要除以 √d_k（这里是 √{d_k}）。",
    "ex_scaled_scores.check.scaled": "分数除以 √d_k",
}
