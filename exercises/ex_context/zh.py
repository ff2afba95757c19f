"""Exercise ex_context: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_context.title": "“journey”的上下文向量",
    "ex_context.statement": "使用原始点积的 softmax 权重（不做投影），“journey”的上下文向量 "
        "z⁽²⁾ 是什么？给出三个数，保留 4 位小数。",
    "ex_context.hint.1": "z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾：给每一行输入加权后相加。",
    "ex_context.sum_normalised": "这些数字用的是按和归一化的权重（ω / Σω）：上下文向量要用 softmax 权重。",
    "ex_context.unnormalised_unused": "这些数字直接用原始分数给输入加权：你的代码算出了归一化的权重，但加权求和用的却是最初的分数。请在求和中使用 softmax 的输出（权重）。",
    "ex_context.unnormalised": "这些数字直接用原始分数给输入加权：请先用 softmax 把分数归一化。",
    "ex_context.other_query": "这是“Your”（第 1 个查询）的上下文向量：题目问的是“journey”。",
}
