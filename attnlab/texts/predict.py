"""Strings of the predict-first questions, English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    "predict.title": {"en": "Predict first", "zh": "先预测"},
    "lesson.exercises": {
        "en": "**Practise this lesson** in the Exercises tab:\n{items}",
        "zh": "**练习本课内容**（在“练习”标签页中）：\n{items}",
    },
    "predict.choice": {"en": "Your prediction", "zh": "你的预测"},
    "predict.check": {"en": "Check my prediction", "zh": "检查我的预测"},
    "predict.reveal": {"en": "Show the answer", "zh": "显示答案"},
    "predict.answer_box": {"en": "Explanation and figure", "zh": "讲解与图"},
    "predict.none": {
        "en": "No prediction at this step: read on below.",
        "zh": "这一步没有预测题：请直接看下面的讲解。",
    },
    "predict.ask": {
        "en": "**Predict first.** {prompt} Choose an answer and check it; the explanation below opens "
        "afterwards.",
        "zh": "**先预测。** {prompt} 选一个答案并检查；之后下面的讲解会展开。",
    },
    "predict.pick_first": {"en": "Choose an answer first.", "zh": "请先选一个答案。"},
    "predict.right": {"en": "**Right: {answer}.**", "zh": "**答对了：{answer}。**"},
    "predict.wrong": {
        "en": "**Not quite: you chose {guess}, the answer is {answer}.**",
        "zh": "**不太对：你选的是 {guess}，答案是 {answer}。**",
    },
    "predict.revealed": {"en": "**The answer: {answer}.**", "zh": "**答案：{answer}。**"},
    "predict.ties": {
        "en": "Judged by value: every choice within {tol} of the answer counts, so {count} choices "
        "are right here ({answer}).",
        "zh": "按数值判定：与答案相差不超过 {tol} 的选项都算对，所以这里有 {count} 个选项都正确（{answer}）。",
    },
    "predict.yes": {"en": "yes", "zh": "是"},
    "predict.no": {"en": "no", "zh": "否"},
    # --- why ---
    "predict.why.mean": {
        "en": "After adding the sentence's mean to every token, will “{word}” have different vectors "
        "in sentences A and B?",
        "zh": "把句子的平均向量加到每个词元上之后，“{word}”在句子 A 和 B 中的向量会不同吗？",
    },
    "predict.why.mean_why": {
        "en": "The two sentences have different means, so the same embedding of “{word}” plus a "
        "different mean gives different vectors, unless the means happen to be equal.",
        "zh": "两个句子的平均向量不同，所以“{word}”相同的嵌入加上不同的平均向量就得到不同的向量，除非两个平均向量恰好相等。",
    },
    "predict.why.dot": {
        "en": "Mixing by similarity: which word of sentence A will “{word}” give its largest weight?",
        "zh": "按相似度混合：“{word}”会把最大的权重分给句子 A 中的哪个词？",
    },
    "predict.why.dot_why": {
        "en": "“{best}”, with weight {w}: the largest dot product with the embedding of “{word}” wins "
        "the softmax.",
        "zh": "“{best}”，权重为 {w}：与“{word}”的嵌入点积最大的词，在 softmax 中得到最大的权重。",
    },
    "predict.why.symmetric": {
        "en": "The scores X Xᵀ are symmetric. Are the softmax weights symmetric too (w_ij = w_ji "
        "for every pair)?",
        "zh": "分数 X Xᵀ 是对称的。softmax 之后的权重也对称吗（每一对都有 w_ij = w_ji）？",
    },
    "predict.why.symmetric_why": {
        "en": "Largest |W − Wᵀ| = {gap}. Each row is divided by its own sum of exponentials, so equal "
        "scores can become different weights.",
        "zh": "最大 |W − Wᵀ| = {gap}。每一行除以的是它自己的指数和，所以相同的分数可能变成不同的权重。",
    },
    # --- scores ---
    "predict.scores.top": {
        "en": "Which token will get the largest weight of “{query}” after normalisation?",
        "zh": "归一化之后，哪个词元会得到“{query}”最大的权重？",
    },
    "predict.scores.top_why": {
        "en": "“{best}” ({w}): it has the largest score, {score}, and both dividing by the sum (for "
        "positive scores) and the softmax keep the order of the scores.",
        "zh": "“{best}”（{w}）：它的分数最大，为 {score}；除以总和（分数都为正时）和 softmax 都保持分数的大小顺序。",
    },
    "predict.scores.shape": {
        "en": "X has shape ({n}, {d}). What is the shape of X Xᵀ?",
        "zh": "X 的形状是 ({n}, {d})。X Xᵀ 的形状是什么？",
    },
    "predict.scores.shape_why": {
        "en": "One score for every pair of tokens: ({n}, {d}) @ ({d}, {n}) gives ({n}, {n}).",
        "zh": "每一对词元一个分数：({n}, {d}) @ ({d}, {n}) 得到 ({n}, {n})。",
    },
    "predict.scores.weight": {
        "en": "With the trainable projections, which key will get the largest weight of “{query}”?",
        "zh": "使用可训练的投影之后，哪个键会得到“{query}”最大的权重？",
    },
    "predict.scores.weight_why": {
        "en": "“{best}”, with weight {w}. The projections decide, not the raw similarity of the "
        "embeddings: the winner can differ from step {first_step}'s.",
        "zh": "“{best}”，权重为 {w}。决定结果的是投影，而不是嵌入之间原始的相似度：胜出者可能与第 {first_step} 步不同。",
    },
    # --- softmax ---
    "predict.softmax.overflow": {
        "en": "Multiplied by {m}, the largest score is {max}. Will the naive softmax exp(s) / Σ exp(s) "
        "break (give NaN or inf) in float32?",
        "zh": "乘以 {m} 之后最大的分数是 {max}。在 float32 下，朴素的 softmax exp(s) / Σ exp(s) 会出错（得到 NaN 或 inf）吗？",
    },
    "predict.softmax.overflow_why": {
        "en": "{bad} of the {n} weights {bad:pl:is:are} not finite: exp overflows float32 above "
        "about 88.7.",
        "zh": "{n} 个权重中有 {bad} 个不是有限数：输入超过约 88.7 时，exp 在 float32 下会溢出。",
    },
    "predict.softmax.temperature": {
        "en": "Your scale is c = {scale}. With c = {big}, will the largest weight be larger than now?",
        "zh": "你现在的缩放系数是 c = {scale}。如果 c = {big}，最大的权重会比现在更大吗？",
    },
    "predict.softmax.temperature_why": {
        "en": "Now the largest weight is {mine}; with c = {big} it is {hot}. A larger c (lower "
        "temperature) sharpens the weights, unless all scores are equal or c is already larger.",
        "zh": "现在最大的权重是 {mine}；c = {big} 时为 {hot}。c 越大（温度越低），权重越尖锐，除非所有分数都相等，或者 c 本来就更大。",
    },
    # --- masking ---
    "predict.masking.sums": {
        "en": "Zero every weight on a later token (before renormalising). Will each row still sum to 1?",
        "zh": "把所有指向后面词元的权重置零（在重新归一化之前）。每一行之和还是 1 吗？",
    },
    "predict.masking.sums_why": {
        "en": "The row sums are {sums}: a row keeps its whole weight only when it had none on later "
        "tokens (the last row has no later token), so every row below 1 has to be divided by its "
        "new sum.",
        "zh": "各行之和为 {sums}：只有原本没有分给后面词元任何权重的行才能保留全部权重（最后一行后面没有词元），所以每个小于 1 的行都要除以新的行和。",
    },
    "predict.masking.multiply": {
        "en": "Multiply the scores by the causal mask (0 for the future) instead of filling −∞. Will "
        "“{first}” still give weight to later tokens?",
        "zh": "把分数乘以因果掩码（未来位置为 0），而不是填入 −∞。“{first}”还会把权重分给后面的词元吗？",
    },
    "predict.masking.multiply_why": {
        "en": "“{first}” gives {leaked} to later tokens: a score of 0 becomes exp(0) = 1, not 0.",
        "zh": "“{first}”把 {leaked} 的权重分给了后面的词元：分数 0 经过 exp 变成 1，而不是 0。",
    },
    "predict.masking.padding": {
        "en": "Sequence 2 is padded at: {pads}. With the causal mask, will the key-padding mask change "
        "the weights of its real tokens?",
        "zh": "序列 2 的填充位置为：{pads}。在有因果掩码的情况下，键填充掩码会改变其中真实词元的权重吗？",
    },
    "predict.masking.padding_why": {
        "en": "Largest change: {change}. It is 0 exactly when no real token comes after a pad, since "
        "the causal mask already hides later positions.",
        "zh": "最大变化：{change}。当没有任何真实词元排在填充之后时它恰好为 0，因为因果掩码本来就遮住了后面的位置。",
    },
    # --- dropout ---
    "predict.dropout.value": {
        "en": "With p = {p}, what value does a surviving weight of 1 take after dropout?",
        "zh": "p = {p} 时，一个值为 1 的权重如果被保留下来，dropout 之后它是多少？",
    },
    "predict.dropout.value_why": {
        "en": "{value} = 1 / (1 − p): survivors are scaled up so that the average stays the same.",
        "zh": "{value} = 1 / (1 − p)：保留下来的元素被放大，使平均值保持不变。",
    },
    "predict.dropout.eval": {
        "en": "In evaluation mode (model.eval()), will dropout with p = {p} leave the weights exactly "
        "unchanged?",
        "zh": "在推理模式（`model.eval()`）下，p = {p} 的 dropout 会让权重完全保持不变吗？",
    },
    "predict.dropout.eval_why": {
        "en": "In eval mode dropout is the identity; the 1/(1 − p) scaling during training already "
        "kept the expectation.",
        "zh": "推理模式下 dropout 是恒等映射；训练时乘以 1/(1 − p) 已经保持了期望。",
    },
    "predict.dropout.sums": {
        "en": "After this dropout draw (p = {p}), will row {r} (“{query}”) still sum to 1?",
        "zh": "这次 dropout 抽样之后（p = {p}），第 {r} 行（“{query}”）之和还是 1 吗？",
    },
    "predict.dropout.sums_why": {
        "en": "It sums to {sum}. Dropout keeps the sum only on average, not in one draw.",
        "zh": "它的和是 {sum}。dropout 只在平均意义上保持行和，一次抽样并不保证。",
    },
    # --- heads ---
    "predict.heads.weights": {
        "en": "b = {b}, n = {n}, h = {h} heads of d_h = {hd}. What is the shape of the attention "
        "weights of all heads?",
        "zh": "b = {b}，n = {n}，h = {h} 个头，每个头 d_h = {hd}。所有头的注意力权重的形状是什么？",
    },
    "predict.heads.weights_why": {
        "en": "(b, h, n, n) = ({b}, {h}, {n}, {n}): one n × n matrix per sequence and head.",
        "zh": "(b, h, n, n) = ({b}, {h}, {n}, {n})：每个序列的每个头各有一个 n × n 矩阵。",
    },
    "predict.heads.transpose": {
        "en": "a has shape {shape}. What is the shape of a @ a.transpose(2, 3)?",
        "zh": "a 的形状是 {shape}。a @ a.transpose(2, 3) 的形状是什么？",
    },
    "predict.heads.transpose_why": {
        "en": "The transpose swaps the last two axes to (1, 2, 4, 3); the matmul multiplies (3 × 4) "
        "by (4 × 3) for each of the 1 × 2 (batch, head) pairs.",
        "zh": "转置把最后两维交换成 (1, 2, 4, 3)；矩阵乘法对 1 × 2 个（批次, 头）中的每一个计算 (3 × 4) 乘 (4 × 3)。",
    },
    "predict.heads.view": {
        "en": "After `.transpose(1, 2)` the context has shape {shape}. Will `.view{target}` work "
        "without `.contiguous()`?",
        "zh": "`.transpose(1, 2)` 之后上下文的形状是 {shape}。不调用 `.contiguous()`，`.view{target}` 能成功吗？",
    },
    "predict.heads.view_why": {
        "en": "`.view` only reinterprets memory: after a transpose it fails unless one of n, h and d_h "
        "is 1. `.reshape` or `.contiguous().view` always work.",
        "zh": "`.view` 只是重新解释内存：转置之后，除非 n、h、d_h 中有一个是 1，否则会失败。`.reshape` 或 "
        "`.contiguous().view` 总是能用。",
    },
    "predict.heads.wrapper": {
        "en": "MultiHeadAttentionWrapper(d_in, d_out={d_out}, …, num_heads={h}): how many features per "
        "token does it output?",
        "zh": "MultiHeadAttentionWrapper(d_in, d_out={d_out}, …, num_heads={h})：它为每个词元输出多少个特征？",
    },
    "predict.heads.wrapper_why": {
        "en": "{width}: the wrapper runs {h} full heads of d_out = {d_out} each and concatenates them.",
        "zh": "{width}：包装器运行 {h} 个完整的头，每个 d_out = {d_out}，再把它们拼接起来。",
    },
    # --- gradients ---
    "predict.gradients.shape": {
        "en": "Z = P V with P of shape ({n}, {n}) and V of shape ({n}, {d}). What is the shape of dP?",
        "zh": "Z = P V，P 的形状是 ({n}, {n})，V 的形状是 ({n}, {d})。dP 的形状是什么？",
    },
    "predict.gradients.shape_why": {
        "en": "A gradient has the shape of its tensor: dP = dZ Vᵀ is ({n}, {d}) @ ({d}, {n}) = ({n}, {n}).",
        "zh": "梯度的形状与对应张量相同：dP = dZ Vᵀ 是 ({n}, {d}) @ ({d}, {n}) = ({n}, {n})。",
    },
    "predict.gradients.rowsum": {
        "en": "Will every row of dS, the gradient through the softmax, sum to 0?",
        "zh": "穿过 softmax 的梯度 dS，每一行之和都是 0 吗？",
    },
    "predict.gradients.rowsum_why": {
        "en": "Largest |row sum| = {worst}. Adding a constant to a row of scores does not change the "
        "softmax, so the gradient has no component along (1, …, 1).",
        "zh": "最大的 |行和| = {worst}。给一行分数都加上同一个常数不会改变 softmax，所以梯度在 (1, …, 1) 方向上的分量为 0。",
    },
}
