"""Strings of the Masking lesson, English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    "tab.masking": {"en": "3 · Masking", "zh": "3 · 掩码"},
    "masking.limits": {
        "en": "Up to 64 tokens and 512 dimensions; the edited token's change within ±100; the "
        "large negative fill between −1e30 and −1. Weights use nn.Linear projections (seed 789 = "
        "the book).",
        "zh": "最多 64 个词元、512 维；被修改词元的变化量在 ±100 以内；大负数填充值在 −1e30 到 −1 之间。"
        "权重使用 nn.Linear 投影（种子 789 = 书中数值）。",
    },
    "widget.edit_token": {"en": "No-leak check: token to change", "zh": "无泄漏检查：要修改的词元"},
    "widget.delta": {"en": "Add this to every coordinate of it", "zh": "给它的每个坐标加上"},
    "widget.pads": {"en": "Padding positions", "zh": "填充位置"},
    "widget.fill": {"en": "Large negative fill value", "zh": "大负数填充值"},
    "widget.heads": {"en": "Heads h (for the broadcast)", "zh": "头数 h（用于广播演示）"},
    "masking.step.unmasked": {"en": "1. Unmasked weights", "zh": "1. 未加掩码的权重"},
    "masking.step.way_a": {"en": "2. Way A: zero and renormalise", "zh": "2. 方法 A：置零后重新归一化"},
    "masking.step.way_b": {"en": "3. Way B: −∞ before softmax", "zh": "3. 方法 B：softmax 前填 −∞"},
    "masking.step.no_leak": {"en": "4. Nothing leaks", "zh": "4. 没有信息泄漏"},
    "masking.step.mistake": {"en": "5. The classic mistake", "zh": "5. 常见错误"},
    "masking.step.padding": {"en": "6. Padding masks", "zh": "6. 填充掩码"},
    "masking.step.fully_masked": {"en": "7. Fully masked rows", "zh": "7. 整行被遮住"},
    "masking.text.unmasked": {
        "en": "**Before masking.** These are self-attention weights as in lesson 1, with nn.Linear "
        "projections seeded with {seed}. Every token attends to every other, including tokens that "
        "come later in the sentence. The first row is {first}. A language model that predicts the "
        "next token must not see it, so the upper triangle has to go.",
        "zh": "**加掩码之前。** 这是和第 1 课一样的自注意力权重，投影使用种子为 {seed} 的 nn.Linear。每个词元都会关注"
        "所有词元，包括句子中排在它后面的词元。第一行为 {first}。预测下一个词元的语言模型不能提前看到它，"
        "所以上三角部分必须去掉。",
    },
    "masking.text.way_a": {
        "en": "**Way A.** Take the softmax weights, multiply by a lower-triangular matrix of ones to "
        "zero every weight on a later token, then divide each row by its new sum (before dividing the "
        "sums are {sums}). Row “{query}” becomes {row}: it can only look at the first two tokens.",
        "zh": "**方法 A。** 先得到 softmax 权重，再乘以一个由 1 组成的下三角矩阵，把所有指向后面词元的权重置零，"
        "然后让每一行除以新的行和（相除之前各行之和为 {sums}）。“{query}”这一行变成 {row}：它只能看到前两个词元。",
    },
    "masking.text.way_b": {
        "en": "**Way B.** Put −∞ above the diagonal of the scores (empty cells on the left) and apply "
        "the softmax once: exp(−∞) = 0, so the future gets exactly zero weight and the rows already "
        "sum to 1. One softmax instead of two passes, same result: row “{query}” is {row}, and the "
        "largest difference from way A is {diff}.",
        "zh": "**方法 B。** 在分数矩阵对角线以上填入 −∞（左图中的空白格），再做一次 softmax：exp(−∞) = 0，"
        "未来的词元得到的权重恰好为零，而且每行之和已经是 1。只需一次 softmax 而不是两步，结果相同：“{query}”"
        "这一行为 {row}，与方法 A 的最大差值为 {diff}。",
    },
    "masking.text.no_leak": {
        "en": "**Nothing leaks.** Way A zeroes weights after a softmax that did see the future scores; "
        "does anything about the future survive the renormalisation? Test it: add {delta} to every "
        "coordinate of token {t} (“{token}”) and recompute the causal context vectors. Rows before "
        "it change by at most {earlier}; from it on they change by up to {later}. The softmax's "
        "denominator cancels when a row is renormalised, so no trace of later tokens remains.",
        "zh": "**没有信息泄漏。** 方法 A 是在一次看到了未来分数的 softmax 之后再把权重置零的；重新归一化之后，"
        "未来的信息还会残留吗？动手检验：给第 {t} 个词元（“{token}”）的每个坐标加上 {delta}，重新计算因果上下文向量。"
        "它之前的各行最多变化 {earlier}；从它开始的各行最多变化 {later}。重新归一化时 softmax 的分母被约掉了，"
        "所以后面词元的痕迹完全不会留下。",
    },
    "masking.text.mistake": {
        "en": "**The classic mistake.** Multiplying the scores by the mask sets the future scores to 0, "
        "not to −∞. But exp(0) = 1, so the future keys still get weight: the first token "
        "(“{first}”) gives {leaked} of its attention to tokens it must not see, and all rows together "
        "leak {total}. Mask by filling −∞ (or a very negative number), never by multiplying scores.",
        "zh": "**常见错误。** 把分数乘以掩码，会把未来的分数变成 0，而不是 −∞。但是 exp(0) = 1，所以未来的键"
        "仍然会得到权重：第一个词元（“{first}”）把 {leaked} 的注意力分给了它不该看到的词元，所有行加起来泄漏了 "
        "{total}。掩码要通过填充 −∞（或一个很大的负数）来实现，绝不能直接乘到分数上。",
    },
    "masking.text.padding": {
        "en": "**Padding.** Sentences in a batch have different lengths, so shorter ones are padded "
        "(here: {pads}). A key-padding mask marks padded *keys* (columns): no real token should "
        "attend to padding. It starts as (b, n), becomes (b, 1, 1, n) and broadcasts over all {h} "
        "heads and {n} queries, combined with the causal mask by a logical or. Padded *queries* "
        "(rows) are a different matter: their outputs are simply ignored, so we zero them afterwards "
        "(right) instead of masking them inside the softmax.",
        "zh": "**填充。** 一个批次中的句子长短不一，较短的句子需要填充（这里是：{pads}）。键填充掩码标记被填充的"
        "*键*（列）：真实词元不应该关注填充。它的形状从 (b, n) 变为 (b, 1, 1, n)，再广播到全部 {h} 个头和 {n} 个查询上，"
        "并与因果掩码做逻辑或。被填充的*查询*（行）则是另一回事：它们的输出直接被忽略，所以我们在之后把它们置零"
        "（右图），而不是在 softmax 里遮住它们。",
    },
    "masking.text.fully_masked": {
        "en": "**Fully masked rows.** If a query's whole row is masked (here {rows} rows: padded queries "
        "masked in the softmax), −∞ everywhere gives 0 / 0 = NaN, and {nan} rows turn into NaN "
        "(left, empty). NaN spreads through every later layer and the loss. Filling with {fill} "
        "instead gives no NaN but a uniform row ({uniform}): the padded token silently attends to "
        "everything. The fix (right): mask with −∞, then set rows that had no key at all to 0.",
        "zh": "**整行被遮住。** 如果某个查询的整行都被遮住（这里有 {rows} 行：在 softmax 中被遮住的填充查询），"
        "全部为 −∞ 会得到 0 / 0 = NaN，于是有 {nan} 行变成 NaN（左图中的空白行）。NaN 会扩散到之后的每一层和损失中。"
        "改用 {fill} 填充不会产生 NaN，但会得到均匀的一行（{uniform}）：填充词元悄悄地关注了所有词元。"
        "正确的做法（右图）：用 −∞ 遮住，然后把完全没有可用键的行设为 0。",
    },
    "panel.zeroed_weights": {"en": "Weights × tril(1)", "zh": "权重 × tril(1)"},
    "panel.renormalized": {"en": "Renormalised", "zh": "重新归一化后"},
    "panel.scores_neg_inf": {"en": "Scores with −∞", "zh": "填入 −∞ 的分数"},
    "panel.weights_causal": {"en": "Causal weights", "zh": "因果注意力权重"},
    "panel.context_difference": {"en": "Change of the context vectors", "zh": "上下文向量的变化"},
    "panel.wrong_multiply": {"en": "Wrong: softmax(S × mask)", "zh": "错误：softmax(S × 掩码)"},
    "panel.key_padding": {"en": "Causal + key padding", "zh": "因果 + 键填充"},
    "panel.key_and_query_padding": {"en": "Padded queries zeroed", "zh": "填充查询置零"},
    "panel.with_neg_inf": {"en": "−∞ (NaN rows)", "zh": "−∞（NaN 行）"},
    "panel.with_large_negative": {"en": "Large negative (uniform rows)", "zh": "大负数（均匀行）"},
    "panel.safe_fix": {"en": "Fixed: empty rows set to 0", "zh": "修正：空行设为 0"},
}
