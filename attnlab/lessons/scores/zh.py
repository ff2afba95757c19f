"""The Scores lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.scores": "注意力分数",
    # --- scores lesson: step names ---
    "scores.step.query_scores": "一个查询的点积",
    "scores.step.query_weights": "归一化为权重",
    "scores.step.query_context": "上下文向量",
    "scores.step.all_scores": "一次计算所有词对",
    "scores.step.all_context": "所有上下文向量",
    "scores.step.projections": "可训练的 W_q、W_k、W_v",
    "scores.step.scaled_scores": "缩放后的分数",
    "scores.step.context": "上下文向量 Z",
    # --- scores lesson: explanations (numbers filled in on the server) ---
    "scores.cos_undefined": "无定义，因为长度为 0 的向量没有方向",
    "scores.text.terms_cut": "每一行只写出 {d} 个乘积中的前 {terms_shown} 个，省略了 {terms_left} 个（即“…”）；"
        "“=”后面的和是全部 {d} 个乘积之和。",
    "scores.text.query_scores": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "“{query}”的分数 ω 为 {scores}。点积等于 |x^(q)| |x^(j)| cos θ：两个向量方向越接近（余弦越接近 1）、"
        "长度越长，分数就越大。这里“{query}”的最大分数是与它自己的分数（{self_score}，余弦 {self_cos}）；"
        "其次是“{second}”（{second_score}，余弦 {second_cos}）。这些分数还不是权重：总和不为 1，而且可能是负数。",
    "scores.text.query_scores_longer": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "“{query}”的分数 ω 为 {scores}。点积等于 |x^(q)| |x^(j)| cos θ：两个向量方向越接近、长度越长，分数就越大，"
        "所以分数最大并不等于方向最接近。“{query}”和它自己方向完全一致（余弦 {self_cos}），与自己的分数却只有 "
        "{self_score}；而“{top}”更长（长度 {top_len}，“{query}”为 {q_len}），余弦为 {top_cos}，却得到了最大的分数 "
        "{top_score}。这些分数还不是权重：总和不为 1，而且可能是负数。",
    "scores.text.query_scores_tie": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "“{query}”的分数 ω 为 {scores}。点积等于 |x^(q)| |x^(j)| cos θ：两个向量方向越接近（余弦越接近 1）、"
        "长度越长，分数就越大。这里“{query}”与它自己的分数是 {self_score}（余弦 {self_cos}），与“{tied}”的分数"
        "也一样大：并列最大，没有唯一的胜出者。这些分数还不是权重：总和不为 1，而且可能是负数。",
    "scores.text.query_scores_longer_tie": "与它并列最大的还有：“{tied}”，所以没有唯一的胜出者。",
    "scores.text.query_scores_one": "**每个词元对“{query}”有多重要？** 注意力从相似度分数开始：把查询词元的嵌入与每个词元"
        "（包括它自己）的嵌入做点积，即对应坐标相乘再相加。\n\n{lines}\n\n"
        "只有一个词元时，唯一的分数是“{query}”与它自己的点积：{scores}，也就是它长度的平方。"
        "点积等于 |x^(q)| |x^(j)| cos θ，会随方向的接近程度和长度一起增大；多加几行就能比较不同的键。",
    "scores.text.query_weights": "**“{query}”：从分数到权重。** 为了混合各个词元，我们需要为正且总和为 1 的权重。直接除以总和得到 {sum}，"
        "但遇到负分数时这种做法就失效了。softmax 先取指数，因此每个权重都为正："
        "{softmax}（总和 {total}）。这里它的最大权重是 {soft_top}，而除以总和得到的最大权重是 {sum_top}。注意力使用的是 softmax。",
    "scores.text.query_weights_zero": "**“{query}”：从分数到权重。** 为了混合各个词元，我们需要为正且总和为 1 的权重。这里除以总和行不通："
        "分数之和为 0，相当于除以零（{sum}）；遇到负分数时这种做法也会失效。softmax 先取指数，因此每个权重都为正："
        "{softmax}（总和 {total}），最大权重为 {soft_top}。注意力使用的是 softmax。",
    "scores.text.weights_order": "而且分数越大，权重越大：这里权重的大小顺序与分数相同，没有两个不同的分数得到相等的权重。",
    "scores.text.weights_merged": "在精确运算中，分数越大权重一定越大；在 float32 下却不一定：这里不同分数组成的 {pairs} 对中，"
        "有 {merged} 对得到了相等且不为 0 的权重，因为这些分数太接近，存储的权重无法区分。",
    "scores.text.weights_merged_underflow": "在精确运算中，分数越大权重一定越大；在 float32 下却不一定：这里不同分数组成的 "
        "{pairs} 对中，有 {merged} 对得到了相等的权重，而且两个权重都恰好为 0：两个分数都远低于最大分数，"
        "exp 都下溢了，无论这两个分数相差多远。",
    "scores.text.weights_merged_mixed": "在精确运算中，分数越大权重一定越大；在 float32 下却不一定：这里不同分数组成的 "
        "{pairs} 对中，有 {merged} 对得到了相等的权重。其中 {under} 对的两个权重都恰好为 0（两个分数的 exp 都下溢了）；"
        "其余 {close} 对的两个权重相等且不为 0，因为这些分数太接近，存储的权重无法区分。",
    "scores.text.weights_all_equal": "在精确运算中，分数越大权重一定越大，但这里全部 {n} 个权重在 float32 下完全相等："
        "分数虽然不同，但差别小到存储的权重无法区分。",
    "scores.text.weights_underflow": "（在精确运算中都是正数：在 float32 下，这里有 {zeros} 个权重下溢为 0，因为它们的分数比最大的分数"
        "低了约 104 以上。）",
    "scores.text.query_context": "**上下文向量。** 用权重缩放每个输入向量，再把它们相加。“{query}”的结果 z 为 {z}："
        "它融合了整句话，其中与“{query}”最相似的词元占比最大。左图是每一行加权后的向量，右图是各列之和。",
    "scores.text.all_scores": "**一次处理所有查询。** 不只算一个查询，而是算出每个词元与所有词元的分数：可以用两层循环遍历 "
        "{n}×{n} 个词对，也可以用一次矩阵乘法 X Xᵀ。两者结果相同：最大差值为 {diff}。“{query}”那一行是 "
        "{row}，正是第 {s_scores} 步的分数。真实模型使用矩阵乘法，因为它是一次快速的计算。",
    "scores.text.all_context": "**全部权重与全部上下文向量。** 对每一行做 softmax（每行之和为 1：{sums}），再乘以 X。"
        "Z 中“{query}”那一行是 {row}，即第 {s_context} 步的上下文向量。到目前为止还没有可训练的参数：权重只取决于嵌入本身。",
    "scores.text.all_context_rounded": "**全部权重与全部上下文向量。** 对每一行做 softmax（精确计算时每行之和为 1；"
        "float32 的舍入使各行之和为 {sums}），再乘以 X。"
        "Z 中“{query}”那一行是 {row}，即第 {s_context} 步的上下文向量。到目前为止还没有可训练的参数：权重只取决于嵌入本身。",
    "scores.text.projections_rand": "**可训练的投影。** 真正的注意力会先用三个形状为 {d_in}×{d_out} 的权重矩阵，把每个词元映射为"
        "三个新向量：查询（它在寻找什么）、键（它能提供什么）和值（它传递什么）。这里用 torch.rand 以种子 "
        "{seed} 生成，和 SelfAttention_v1 一样。对“{query}”：q = {q_vec}，k = {k_vec}，v = {v_vec}。"
        "训练会调整这些矩阵，所有分数都会随之改变。",
    "scores.text.projections_linear": "**可训练的投影。** 真正的注意力会先用三个形状为 {d_in}×{d_out} 的权重矩阵，把每个词元映射为"
        "三个新向量：查询（它在寻找什么）、键（它能提供什么）和值（它传递什么）。这里与 SelfAttention_v2 相同，"
        "使用不带偏置的 nn.Linear，种子为 {seed}：nn.Linear 的初始化让数值较小并以 0 为中心，比 torch.rand "
        "更利于训练。nn.Linear 存储的是转置后的权重（{d_out}×{d_in}），这里按 {d_in}×{d_out} 显示。"
        "对“{query}”：q = {q_vec}，k = {k_vec}，v = {v_vec}。",
    "scores.text.scaled_scores": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 "
        "√d_k = {sqrt}，得到 {scaled}（正因为这一步除法，这种机制被称为*缩放点积注意力*）；“{query}”的权重为 {weights}。除以 √d_k 能让任意维度下的分数都保持同样大小吗？"
        "只有当 q 和 k 的元素均值为 0 时才行。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}；只看一次抽样噪声太大，看不出趋势）：使用 torch.rand 权重（均值 0.5）时它仍在增长，"
        "图中每个 d_k 都比前一个大（d_k = {d_list} 时依次为 {rand_series}），"
        "从 d_k = {d_small} 时的 {rand_small} 增长到 d_k = {d_big} 时的 {rand_big}（{growth} 倍），"
        "因为 q 和 k 有一个共同的正方向，它们的点积随 d_k 线性增长。",
    "scores.text.scaled_scores_flat": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 √d_k = {sqrt}，得到 {scaled}（正因为这一步除法，这种机制被称为*缩放点积注意力*）；“{query}”的权重为 {weights}。当 q 和 k 的元素均值为 0 时，除以 √d_k "
        "能让任意维度下的分数保持同样大小。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}）：使用 torch.rand 权重（均值 0.5）时，它从 d_k = {d_small} 时的 {rand_small} "
        "变为 d_k = {d_big} 时的 {rand_big}（{growth} 倍；在图中的 {points} 个 d_k 上，它介于 {rand_min} 和 {rand_max} 之间）。"
        "使用 torch.rand 权重时，即使缩放之后分数通常仍会按 √d_k 增长："
        "q 和 k 有一个共同的正方向，其大小是词元各坐标之和的 0.5 倍。这里这些和的绝对值最大只有 {xsum}，"
        "所以这个方向很弱，最后一个大小远不到第一个的 √({d_big}/{d_small}) = {full} 倍（强的共同方向会带来这个倍数）。换回书中的输入就能看到。",
    "scores.text.scaled_scores_uneven": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 √d_k = {sqrt}，得到 {scaled}（正因为这一步除法，这种机制被称为*缩放点积注意力*）；“{query}”的权重为 {weights}。当 q 和 k 的元素均值为 0 时，除以 √d_k "
        "能让任意维度下的分数保持同样大小。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}）：使用 torch.rand 权重（均值 0.5）时，d_k = {d_list} 时依次为 {rand_series}，"
        "并不是 q 和 k 有强的共同正方向时那种按 √d_k 的稳定增长（从 d_k = {d_small} 到 {d_big} 增长 {full} 倍）。"
        "换回书中的输入就能看到这种增长。",
    "scores.text.scaled_scores_zero": "**缩放后的分数。** 现在分数比较的是“{query}”的查询向量与每个键向量：{scores}。在 softmax 之前先除以 √d_k = {sqrt}，得到 {scaled}（正因为这一步除法，这种机制被称为*缩放点积注意力*）；“{query}”的权重为 {weights}。当 q 和 k 的元素均值为 0 时，除以 √d_k "
        "能让任意维度下的分数保持同样大小。右图在这组输入上测量了 Q Kᵀ/√d_k 的均方根，取 {draws} 次权重抽样"
        "（种子 {seed} 到 {seed_last}），但这里使用 torch.rand 权重时，在图中每个 d_k 上所有缩放后的分数都恰好为 0："
        "大小始终为 0，所以既看不到增长，也没有比值可言。换回书中的输入，就能看到大小如何随 d_k 变化。",
    "scores.text.scaled_lin_level": "使用 nn.Linear 的零均值权重时，它基本保持不变：在图中的 {points} 个 d_k 上，它介于 {lin_min} 和 "
        "{lin_max} 之间，变化不超过 10%（最大值/最小值 {lin_spread}）；d_k = {d_small} 时为 {lin_small}，d_k = {d_big} 时为 "
        "{lin_big}（d_k = {d_small} 时单次抽样的结果在 {lin_lo} 到 {lin_hi} 之间）。这正是真实模型采用"
        "零均值初始化的原因之一：这样除以 √d_k 就能让分数保持同样大小，防止 softmax 饱和（第 {softmax_lesson} 课）。",
    "scores.text.scaled_lin_moves": "使用 nn.Linear 的零均值权重时，它从 d_k = {d_small} 时的 {lin_small} 变为 d_k = {d_big} 时的 {lin_big}"
        "（比值 {lin_ratio}），在图中的 {points} 个 d_k 上介于 {lin_min} 和 {lin_max} 之间（最大值/最小值 {lin_spread}：相差超过 10%），"
        "尽管对零均值权重来说它的平方的期望与 d_k 完全无关：d_k = {d_small} 时单次抽样的结果在 "
        "{lin_lo} 到 {lin_hi} 之间，所以在这组输入上，即使取 {draws} 次抽样也还留有这么大的噪声。",
    "scores.text.scaled_lin_uneven": "使用 nn.Linear 的零均值权重时，d_k = {d_list} 时依次为 {lin_series}：其中一些恰好为 0，"
        "另一些不为 0，所以它们之间的比值没有定义，尽管对零均值权重来说它的平方的期望与 d_k 完全无关。",
    "scores.text.scaled_lin_zero": "使用 nn.Linear 的零均值权重时，在图中每个 d_k 上所有缩放后的分数也都恰好为 0：没有可比较的。",
    "scores.text.context": "**上下文向量。** Z 的每一行是值向量的加权和。对“{query}”：z = {z}；第一行为 {first}。"
        "这就是单头自注意力，正是种子为 {seed} 的 {cls} 的计算结果（权重按左侧所选的方式生成）。"
        "后面的课程：先细看 softmax，再遮住未来的词元。",
    # --- panel titles ---
    "panel.scores_of_query": "“{query}”的分数 ω",
    "panel.sum_normalized": "ω / Σω",
    "panel.softmax_weights": "softmax(ω)",
    "panel.weighted_inputs": "α_j · x^(j)",
    "panel.context_of_query": "“{query}”的上下文 z",
    "panel.scores_matmul": "分数 X Xᵀ",
    "panel.loops_minus_matmul": "循环 − 矩阵乘法",
    "panel.weights_all": "注意力权重",
    "panel.context_all": "上下文向量 Z",
    "panel.queries": "查询 Q",
    "panel.keys": "键 K",
    "panel.values": "值 V",
    "panel.scaled_scores_all": "Q Kᵀ / √d_k",
    "panel.weights_of_query": "“{query}”的权重",
    "panel.scaled_size": "各 d_k 下 Q Kᵀ/√d_k 的均方根（{draws} 次抽样）",
    # --- predictions (questions.py) ---
    "predict.scores.top": "归一化之后，哪个词元会得到“{query}”最大的权重？",
    "predict.scores.top_why": "“{best}”（{w}）：它的分数最大，为 {score}；除以总和（分数都为正时）和 softmax 都保持分数的大小顺序。",
    "predict.scores.top_why_tie": "“{best}”并列（各为 {w}）：它们的分数并列最大，为 {score}；除以总和（分数都为正时）和 softmax "
        "都保持分数的大小顺序，所以相同的分数得到相同的权重。",
    "predict.scores.top_why_tie_rounded": "“{best}”在 float32 下并列（各为 {w}）：它们的分数并不相同（{scores}），"
        "但差别太小，存储的权重无法区分。在精确运算中，softmax 会给更大的分数更大的权重；这里这些权重舍入成了同一个 float32 数。",
    "predict.scores.shape": "X 的形状是 ({n}, {d})。X Xᵀ 的形状是什么？",
    "predict.scores.shape_why": "每一对词元一个分数：({n}, {d}) @ ({d}, {n}) 得到 ({n}, {n})。",
    "predict.scores.weight": "使用可训练的投影之后，哪个键会得到“{query}”最大的权重？",
    "predict.scores.weight_why": "“{best}”，权重为 {w}。决定结果的是投影，而不是嵌入之间原始的相似度：胜出者可能与第 {first_step} 步不同。",
    "predict.scores.weight_why_tie": "“{best}”并列，权重都是 {w}。决定结果的是投影，而不是嵌入之间原始的相似度：胜出者可能与第 {first_step} 步不同。",
}
