"""Strings of the Scores lesson (step names, explanations, panel titles), English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    # --- scores lesson: step names ---
    "scores.step.query_scores": {"en": "Dot products of one query", "zh": "一个查询的点积"},
    "scores.step.query_weights": {"en": "Normalise to weights", "zh": "归一化为权重"},
    "scores.step.query_context": {"en": "Context vector", "zh": "上下文向量"},
    "scores.step.all_scores": {"en": "All pairs at once", "zh": "一次计算所有词对"},
    "scores.step.all_context": {"en": "All context vectors", "zh": "所有上下文向量"},
    "scores.step.projections": {"en": "Trainable W_q, W_k, W_v", "zh": "可训练的 W_q、W_k、W_v"},
    "scores.step.scaled_scores": {"en": "Scaled scores", "zh": "缩放后的分数"},
    "scores.step.context": {"en": "Context vectors Z", "zh": "上下文向量 Z"},
    # --- scores lesson: explanations (numbers filled in on the server) ---
    "scores.text.query_scores": {
        "en": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "The scores ω for “{query}” are {scores}. A dot product is |x^(q)| |x^(j)| cos θ: it grows "
        "when the vectors point the same way (cosine near 1) *and* when they are long. Here the "
        "largest score of “{query}” is with itself ({self_score}, cosine {self_cos}); next comes "
        "“{second}” ({second_score}, cosine {second_cos}). The scores are not yet weights: they do "
        "not add up to 1 and could be negative.",
        "zh": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "“{query}”的分数 ω 为 {scores}。点积等于 |x^(q)| |x^(j)| cos θ：两个向量方向越接近（余弦越接近 1）、"
        "长度越长，分数就越大。这里“{query}”的最大分数是与它自己的分数（{self_score}，余弦 {self_cos}）；"
        "其次是“{second}”（{second_score}，余弦 {second_cos}）。这些分数还不是权重：总和不为 1，而且可能是负数。",
    },
    "scores.text.query_scores_longer": {
        "en": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "The scores ω for “{query}” are {scores}. A dot product is |x^(q)| |x^(j)| cos θ: it grows "
        "when the vectors point the same way *and* when they are long, so a large score does not "
        "mean “most similar direction”. “{query}” points exactly its own way (cosine {self_cos}) "
        "yet scores only {self_score} with itself, while “{top}”, longer ({top_len} against "
        "{q_len}) and at cosine {top_cos}, gets the largest score, {top_score}. The scores are not "
        "yet weights: they do not add up to 1 and could be negative.",
        "zh": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "“{query}”的分数 ω 为 {scores}。点积等于 |x^(q)| |x^(j)| cos θ：两个向量方向越接近、长度越长，分数就越大，"
        "所以分数最大并不等于方向最接近。“{query}”和它自己方向完全一致（余弦 {self_cos}），与自己的分数却只有 "
        "{self_score}；而“{top}”更长（长度 {top_len}，“{query}”为 {q_len}），余弦为 {top_cos}，却得到了最大的分数 "
        "{top_score}。这些分数还不是权重：总和不为 1，而且可能是负数。",
    },
    "scores.text.query_scores_one": {
        "en": "**How much does every token matter to “{query}”?** Attention starts with a similarity "
        "score: the dot product of the query token's embedding with each token's embedding "
        "(itself included). Multiply matching coordinates and add them up.\n\n{lines}\n\n"
        "With a single token the only score is “{query}” with itself: {scores}, its squared length. "
        "A dot product is |x^(q)| |x^(j)| cos θ, so it grows with alignment and with length; add "
        "rows to compare several keys.",
        "zh": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "只有一个词元时，唯一的分数是“{query}”与它自己的点积：{scores}，也就是它长度的平方。"
        "点积等于 |x^(q)| |x^(j)| cos θ，会随方向的接近程度和长度一起增大；多加几行就能比较不同的键。",
    },
    "scores.text.query_weights": {
        "en": "**From scores to weights for “{query}”.** To mix the tokens we want weights that are positive and sum "
        "to 1. Dividing by the sum gives {sum}, but it breaks down for negative scores. The softmax "
        "exponentiates first, so every weight is positive and a larger score always gets a larger "
        "weight: {softmax} (sum {total}). Its largest weight here is {soft_top}, against {sum_top} "
        "by dividing by the sum. The softmax is what attention uses.",
        "zh": "**“{query}”：从分数到权重。** 为了混合各个词元，我们需要为正且总和为 1 的权重。直接除以总和得到 {sum}，"
        "但遇到负分数时这种做法就失效了。softmax 先取指数，因此每个权重都为正，而且分数越大权重一定越大："
        "{softmax}（总和 {total}）。这里它的最大权重是 {soft_top}，而除以总和得到的最大权重是 {sum_top}。注意力使用的是 softmax。",
    },
    "scores.text.query_weights_zero": {
        "en": "**From scores to weights for “{query}”.** To mix the tokens we want weights that are "
        "positive and sum to 1. Dividing by the sum fails here: the scores sum to 0, so it would "
        "divide by zero ({sum}); it also breaks down for negative scores. The softmax "
        "exponentiates first, so every weight is positive and a larger score always gets a larger "
        "weight: {softmax} (sum {total}), largest weight {soft_top}. The softmax is what "
        "attention uses.",
        "zh": "**“{query}”：从分数到权重。** 为了混合各个词元，我们需要为正且总和为 1 的权重。这里除以总和行不通："
        "分数之和为 0，相当于除以零（{sum}）；遇到负分数时这种做法也会失效。softmax 先取指数，因此每个权重都为正，"
        "而且分数越大权重一定越大：{softmax}（总和 {total}），最大权重为 {soft_top}。注意力使用的是 softmax。",
    },
    "scores.text.query_context": {
        "en": "**The context vector.** Scale every input vector by its weight and add them up. The "
        "result z for “{query}” is {z}: a blend of the whole sentence in which the tokens most "
        "similar to “{query}” count most. The left panel shows each weighted row; the right panel is "
        "their column sums.",
        "zh": "**上下文向量。** 用权重缩放每个输入向量，再把它们相加。“{query}”的结果 z 为 {z}："
        "它融合了整句话，其中与“{query}”最相似的词元占比最大。左图是每一行加权后的向量，右图是各列之和。",
    },
    "scores.text.all_scores": {
        "en": "**Every query at once.** Instead of one query, compute the score of every token with every "
        "other: two nested loops over {n}×{n} pairs, or one matrix product X Xᵀ. Both give the same "
        "matrix: their largest difference is {diff}. Row “{query}” is {row}, the scores from step {s_scores}. "
        "The matrix product is what real models use, because it runs as one fast kernel.",
        "zh": "**一次处理所有查询。** 不只算一个查询，而是算出每个词元与所有词元的分数：可以用两层循环遍历 "
        "{n}×{n} 个词对，也可以用一次矩阵乘法 X Xᵀ。两者结果相同：最大差值为 {diff}。“{query}”那一行是 "
        "{row}，正是第 {s_scores} 步的分数。真实模型使用矩阵乘法，因为它是一次快速的计算。",
    },
    "scores.text.all_context": {
        "en": "**All weights, all context vectors.** Apply the softmax to every row (each row sums to 1: "
        "{sums}) and multiply by X. Row “{query}” of Z is {row}, the context vector from step {s_context}. "
        "So far there is nothing to learn: the weights depend only on the embeddings themselves.",
        "zh": "**全部权重与全部上下文向量。** 对每一行做 softmax（每行之和为 1：{sums}），再乘以 X。"
        "Z 中“{query}”那一行是 {row}，即第 {s_context} 步的上下文向量。到目前为止还没有可学习的参数：权重只取决于嵌入本身。",
    },
    "scores.text.projections_rand": {
        "en": "**Trainable projections.** Real attention first maps every token to three new vectors "
        "with three weight matrices of shape {d_in}×{d_out}: a query (what the token looks for), a key "
        "(what it offers) and a value (what it passes on). Here they are drawn with torch.rand from "
        "seed {seed}, as SelfAttention_v1 does. For “{query}”: q = {q_vec}, k = {k_vec}, v = {v_vec}. "
        "Training would adjust these matrices; every score changes with them.",
        "zh": "**可训练的投影。** 真正的注意力会先用三个形状为 {d_in}×{d_out} 的权重矩阵，把每个词元映射为"
        "三个新向量：查询（它在寻找什么）、键（它能提供什么）和值（它传递什么）。这里用 torch.rand 以种子 "
        "{seed} 生成，和 SelfAttention_v1 一样。对“{query}”：q = {q_vec}，k = {k_vec}，v = {v_vec}。"
        "训练会调整这些矩阵，所有分数都会随之改变。",
    },
    "scores.text.projections_linear": {
        "en": "**Trainable projections.** Real attention first maps every token to three new vectors "
        "with three weight matrices of shape {d_in}×{d_out}: a query (what the token looks for), a key "
        "(what it offers) and a value (what it passes on). Here they come from nn.Linear without bias, "
        "seeded with {seed}, as SelfAttention_v2 does: nn.Linear's initialisation keeps the values "
        "small and centred on 0, which trains better than torch.rand. nn.Linear stores its weight "
        "transposed ({d_out}×{d_in}); we show it as {d_in}×{d_out}. For “{query}”: q = {q_vec}, "
        "k = {k_vec}, v = {v_vec}.",
        "zh": "**可训练的投影。** 真正的注意力会先用三个形状为 {d_in}×{d_out} 的权重矩阵，把每个词元映射为"
        "三个新向量：查询（它在寻找什么）、键（它能提供什么）和值（它传递什么）。这里与 SelfAttention_v2 相同，"
        "使用不带偏置的 nn.Linear，种子为 {seed}：nn.Linear 的初始化让数值较小并以 0 为中心，比 torch.rand "
        "更利于训练。nn.Linear 存储的是转置后的权重（{d_out}×{d_in}），这里按 {d_in}×{d_out} 显示。"
        "对“{query}”：q = {q_vec}，k = {k_vec}，v = {v_vec}。",
    },
    "scores.text.scaled_scores": {
        "en": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled}; the weights of "
        "“{query}” are {weights}. Does √d_k keep scores the same size for any key size? Only when "
        "the entries of q and k have mean 0. The right panel measures the root-mean-square of "
        "Q Kᵀ/√d_k on these inputs, over {draws} draws of the weights (seeds {seed} to "
        "{seed_last}; one draw alone is too noisy to show a trend): with torch.rand weights "
        "(mean 0.5) it still grows, from {rand_small} at d_k = {d_small} to {rand_big} at d_k = "
        "{d_big} ({growth}×), because q and k share a common positive direction whose dot "
        "product grows like d_k.",
        "zh": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 "
        "√d_k = {sqrt}，得到 {scaled}；“{query}”的权重为 {weights}。除以 √d_k 能让任意维度下的分数都保持同样大小吗？"
        "只有当 q 和 k 的元素均值为 0 时才行。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}；只看一次抽样噪声太大，看不出趋势）：使用 torch.rand 权重（均值 0.5）时它仍在增长，"
        "从 d_k = {d_small} 时的 {rand_small} 增长到 d_k = {d_big} 时的 {rand_big}（{growth} 倍），"
        "因为 q 和 k 有一个共同的正方向，它们的点积随 d_k 线性增长。",
    },
    "scores.text.scaled_scores_flat": {
        "en": "**Scaled scores.** Scores now compare the query of “{query}” with every key: {scores}. "
        "Before the softmax they are divided by √d_k = {sqrt}, giving {scaled}; the weights of "
        "“{query}” are {weights}. √d_k keeps scores the same size for any key size when the entries "
        "of q and k have mean 0. The right panel measures the root-mean-square of Q Kᵀ/√d_k on "
        "these inputs, over {draws} draws of the weights (seeds {seed} to {seed_last}): with "
        "torch.rand weights (mean 0.5) it goes from {rand_small} at d_k = {d_small} to {rand_big} "
        "at d_k = {d_big} ({growth}×). With torch.rand weights the scores usually keep growing "
        "like √d_k even after scaling: q and k share a positive direction whose size is 0.5 × a "
        "token's coordinate sum. Here those sums are at most {xsum} in absolute value, so that "
        "direction is weak and the growth stays well below the √({d_big}/{d_small})× of a shared "
        "direction. Try the book's inputs to see it.",
        "zh": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 "
        "√d_k = {sqrt}，得到 {scaled}；“{query}”的权重为 {weights}。当 q 和 k 的元素均值为 0 时，除以 √d_k "
        "能让任意维度下的分数保持同样大小。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}）：使用 torch.rand 权重（均值 0.5）时，它从 d_k = {d_small} 时的 {rand_small} "
        "变为 d_k = {d_big} 时的 {rand_big}（{growth} 倍）。使用 torch.rand 权重时，即使缩放之后分数通常仍会按 √d_k 增长："
        "q 和 k 有一个共同的正方向，其大小是词元各坐标之和的 0.5 倍。这里这些和的绝对值最大只有 {xsum}，"
        "所以这个方向很弱，增长远小于共同方向会带来的 √({d_big}/{d_small}) 倍。换回书中的输入就能看到。",
    },
    "scores.text.scaled_lin_level": {
        "en": "With nn.Linear's zero-mean weights it stays level: {lin_small} at d_k = {d_small} and "
        "{lin_big} at d_k = {d_big} (ratio {lin_ratio}; single draws at d_k = {d_small} range from "
        "{lin_lo} to {lin_hi}). That is one reason real models use zero-mean initialisations: then "
        "√d_k keeps the scores the same size, and the softmax from saturating (lesson 2).",
        "zh": "使用 nn.Linear 的零均值权重时，它基本保持不变：d_k = {d_small} 时为 {lin_small}，d_k = {d_big} 时为 "
        "{lin_big}（比值 {lin_ratio}；d_k = {d_small} 时单次抽样的结果在 {lin_lo} 到 {lin_hi} 之间）。这正是真实模型采用"
        "零均值初始化的原因之一：这样除以 √d_k 就能让分数保持同样大小，防止 softmax 饱和（第 2 课）。",
    },
    "scores.text.scaled_lin_moves": {
        "en": "With nn.Linear's zero-mean weights it goes from {lin_small} at d_k = {d_small} to "
        "{lin_big} at d_k = {d_big} (ratio {lin_ratio}), although its expected square does not "
        "depend on d_k at all for zero-mean weights: single draws at d_k = {d_small} range from "
        "{lin_lo} to {lin_hi}, so with these inputs even {draws} draws leave that much noise.",
        "zh": "使用 nn.Linear 的零均值权重时，它从 d_k = {d_small} 时的 {lin_small} 变为 d_k = {d_big} 时的 {lin_big}"
        "（比值 {lin_ratio}），尽管对零均值权重来说它的平方的期望与 d_k 完全无关：d_k = {d_small} 时单次抽样的结果在 "
        "{lin_lo} 到 {lin_hi} 之间，所以在这组输入上，即使取 {draws} 次抽样也还留有这么大的噪声。",
    },
    "scores.text.context": {
        "en": "**Context vectors.** Each row of Z is the weighted sum of the value vectors. For “{query}”: "
        "z = {z}; the first row is {first}. This is one head of self-attention, exactly what "
        "{cls} computes with seed {seed} (its weights drawn as chosen on the left). Next lessons: "
        "the softmax in detail, then masking the future.",
        "zh": "**上下文向量。** Z 的每一行是值向量的加权和。对“{query}”：z = {z}；第一行为 {first}。"
        "这就是单头自注意力，正是种子为 {seed} 的 {cls} 的计算结果（权重按左侧所选的方式生成）。"
        "后面的课程：先细看 softmax，再遮住未来的词元。",
    },
    # --- panel titles ---
    "panel.scores_of_query": {"en": "Scores ω of “{query}”", "zh": "“{query}”的分数 ω"},
    "panel.sum_normalized": {"en": "ω / Σω", "zh": "ω / Σω"},
    "panel.softmax_weights": {"en": "softmax(ω)", "zh": "softmax(ω)"},
    "panel.weighted_inputs": {"en": "α_j · x^(j)", "zh": "α_j · x^(j)"},
    "panel.context_of_query": {"en": "Context z of “{query}”", "zh": "“{query}”的上下文 z"},
    "panel.scores_matmul": {"en": "Scores X Xᵀ", "zh": "分数 X Xᵀ"},
    "panel.loops_minus_matmul": {"en": "Loops − matmul", "zh": "循环 − 矩阵乘法"},
    "panel.weights_all": {"en": "Attention weights", "zh": "注意力权重"},
    "panel.context_all": {"en": "Context vectors Z", "zh": "上下文向量 Z"},
    "panel.queries": {"en": "Queries Q", "zh": "查询 Q"},
    "panel.keys": {"en": "Keys K", "zh": "键 K"},
    "panel.values": {"en": "Values V", "zh": "值 V"},
    "panel.scaled_scores_all": {"en": "Q Kᵀ / √d_k", "zh": "Q Kᵀ / √d_k"},
    "panel.weights_of_query": {"en": "Weights of “{query}”", "zh": "“{query}”的权重"},
    "panel.scaled_size": {"en": "RMS of Q Kᵀ/√d_k by d_k ({draws} draws)",
                          "zh": "各 d_k 下 Q Kᵀ/√d_k 的均方根（{draws} 次抽样）"},
}
