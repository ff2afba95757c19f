"""Strings of the lessons beyond the book: why attention, gradients (the training lab's are in
attnlab.texts.training)."""

STRINGS: dict[str, dict[str, str]] = {
    "tab.why": {"en": "0 · Why attention", "zh": "0 · 为什么需要注意力"},
    "tab.gradients": {"en": "6 · Gradients", "zh": "6 · 梯度"},
    # --- why attention ---
    "why.limits": {
        "en": "Sentences use the toy vocabulary above; up to 12 words, and each must contain "
        "“bank”. Embedding dimensions: nature, money, function word, noun.",
        "zh": "句子只能使用上面玩具词表中的词；最多 12 个词，并且必须包含“bank”。嵌入的四个维度：自然、金钱、虚词、名词。",
    },
    "widget.sentence_a": {"en": "Sentence A", "zh": "句子 A"},
    "widget.sentence_b": {"en": "Sentence B", "zh": "句子 B"},
    "why.step.same_word": {"en": "1. One word, two meanings", "zh": "1. 同一个词，两种含义"},
    "why.step.mean": {"en": "2. Mix by the mean", "zh": "2. 用平均值混合"},
    "why.step.hand_weights": {"en": "3. Mix by hand-set weights", "zh": "3. 用手工设定的权重混合"},
    "why.step.dot_weights": {"en": "4. Mix by similarity", "zh": "4. 按相似度混合"},
    "why.step.projections": {"en": "5. Learnable projections", "zh": "5. 可学习的投影"},
    "why.text.same_word": {
        "en": "**The same vector in two sentences.** In “{a}” and “{b}”, the word “{word}” gets the "
        "same embedding, {za}, half nature and half money. A model that looked at each word alone "
        "could never tell the river bank from the bank that lends money. Its vector has to take "
        "in its context.",
        "zh": "**两个句子中的同一个向量。** 在“{a}”和“{b}”中，“{word}”的嵌入完全相同，都是 {za}，一半是自然、一半是金钱。"
        "如果模型只孤立地看每个词，就永远分不清河岸和放贷的银行。它的向量必须吸收上下文。",
    },
    "why.text.mean": {
        "en": "**Mix by the mean.** The simplest context: add the average of the whole sentence to "
        "every token. Now “{word}” becomes {za} in sentence A and {zb} in sentence B (distance "
        "{gap}). The meanings have separated, but every token receives the same mixture, whatever "
        "it is.",
        "zh": "**用平均值混合。** 最简单的上下文：把整句话的平均向量加到每个词元上。现在“{word}”在句子 A 中变成 {za}，"
        "在句子 B 中变成 {zb}（距离 {gap}）。两种含义分开了，但每个词元得到的混合都一样，不管它是什么词。",
    },
    "why.text.hand_weights": {
        "en": "**Mix by hand-set weights.** Give each token its own mixture: half itself, half its "
        "neighbours (the weight matrix on the left). “{word}” is now {za} in A and {zb} in B. "
        "Better, but someone had to choose the weights, and they ignore what the words mean.",
        "zh": "**用手工设定的权重混合。** 给每个词元各自的混合方式：一半是它自己，一半是它的邻居（左图的权重矩阵）。"
        "“{word}”在 A 中为 {za}，在 B 中为 {zb}。更好了，但权重需要有人来选，而且与词的含义无关。",
    },
    "why.text.dot_weights": {
        "en": "**Mix by similarity.** Let the words choose: weight w_ij grows with the dot product "
        "x_i · x_j, turned into a distribution by the softmax. “{word}” gives {wa} to the words of "
        "A and {wb} to those of B, so it becomes {za} in A and {zb} in B. This is self-attention "
        "without any trainable parameter.",
        "zh": "**按相似度混合。** 让词自己来选择：权重 w_ij 随点积 x_i · x_j 增大，再用 softmax 变成一个分布。"
        "“{word}”分给 A 中各词的权重为 {wa}，分给 B 中各词的权重为 {wb}，于是它在 A 中变成 {za}，在 B 中变成 {zb}。"
        "这就是没有任何可训练参数的自注意力。",
    },
    "why.text.projections": {
        "en": "**Why W_q, W_k and W_v.** Plain dot products are symmetric: i attends to j exactly as "
        "much as j to i (largest |S − Sᵀ| = {plain}), and each token mostly attends to itself. "
        "Projecting queries and keys with different matrices (seed {seed}) breaks the symmetry "
        "(largest |S − Sᵀ| = {projected}): a token can look for something other than what it "
        "offers, and training can adjust what that is.",
        "zh": "**为什么需要 W_q、W_k 和 W_v。** 普通的点积是对称的：i 对 j 的关注程度与 j 对 i 完全相同（最大 |S − Sᵀ| = {plain}），"
        "而且每个词元主要关注它自己。用不同的矩阵分别投影查询和键（种子 {seed}）就打破了这种对称（最大 |S − Sᵀ| = {projected}）："
        "词元寻找的东西可以不同于它提供的东西，而训练可以调整这一点。",
    },
    "panel.sentence_a": {"en": "Sentence A", "zh": "句子 A"},
    "panel.sentence_b": {"en": "Sentence B", "zh": "句子 B"},
    "panel.hand_weights": {"en": "Hand-set weights", "zh": "手工设定的权重"},
    "panel.weights_a": {"en": "Weights in A", "zh": "A 中的权重"},
    "panel.weights_b": {"en": "Weights in B", "zh": "B 中的权重"},
    "panel.plain_scores": {"en": "X Xᵀ (symmetric)", "zh": "X Xᵀ（对称）"},
    "panel.projected_scores": {"en": "(X W_q)(X W_k)ᵀ", "zh": "(X W_q)(X W_k)ᵀ"},
    "error.unknown_word": {
        "en": "“{word}” is not in the toy vocabulary: {vocab}.",
        "zh": "“{word}”不在玩具词表中：{vocab}。",
    },
    "error.needs_word": {"en": "Each sentence must contain “{word}”.", "zh": "每个句子都必须包含“{word}”。"},
    # --- gradients ---
    "gradients.limits": {
        "en": "n ≤ 16 tokens, d ≤ 32. Inputs and weights are random from the seed; the loss is "
        "L = Σ O ⊙ G for a random G, so dL/dO = G.",
        "zh": "n ≤ 16 个词元，d ≤ 32。输入和权重由种子随机生成；损失为 L = Σ O ⊙ G（G 随机），因此 dL/dO = G。",
    },
    "widget.grad_n": {"en": "Tokens n", "zh": "词元数 n"},
    "widget.grad_d": {"en": "Width d", "zh": "宽度 d"},
    "widget.causal": {"en": "Causal mask", "zh": "因果掩码"},
    "gradients.step.forward": {"en": "1. Forward pass", "zh": "1. 前向传播"},
    "gradients.step.d_out": {"en": "2. dO → dW_o, dZ", "zh": "2. dO → dW_o、dZ"},
    "gradients.step.d_context": {"en": "3. dZ → dP, dV", "zh": "3. dZ → dP、dV"},
    "gradients.step.d_scores": {"en": "4. dP → dS (softmax)", "zh": "4. dP → dS（softmax）"},
    "gradients.step.d_qk": {"en": "5. dS → dQ, dK", "zh": "5. dS → dQ、dK"},
    "gradients.step.d_inputs": {"en": "6. → dX and the weights", "zh": "6. → dX 与各权重"},
    "gradients.step.multi_head": {"en": "7. Many heads at once", "zh": "7. 多个头一起算"},
    "gradients.text.forward": {
        "en": "**Forward.** Keep every intermediate ({names}): the backward pass needs them. Our "
        "context Z differs from `F.scaled_dot_product_attention` by at most {diff}.",
        "zh": "**前向传播。** 保存每一个中间结果（{names}）：反向传播会用到它们。我们算出的上下文 Z 与 "
        "`F.scaled_dot_product_attention` 的最大差值为 {diff}。",
    },
    "gradients.text.d_out": {
        "en": "**Through the output projection.** O = Z W_o is a matrix product, so its gradients "
        "are two more products: dW_o = Zᵀ dO and dZ = dO W_oᵀ. Largest difference from autograd: "
        "{diff}.",
        "zh": "**穿过输出投影。** O = Z W_o 是矩阵乘法，它的梯度也是两个矩阵乘法：dW_o = Zᵀ dO，dZ = dO W_oᵀ。"
        "与 autograd 的最大差值：{diff}。",
    },
    "gradients.text.d_context": {
        "en": "**Through the weighted sum.** Z = P V: dP = dZ Vᵀ tells how each attention weight "
        "should move, dV = Pᵀ dZ how each value should. Largest difference from autograd: {diff}.",
        "zh": "**穿过加权求和。** Z = P V：dP = dZ Vᵀ 说明每个注意力权重应如何变化，dV = Pᵀ dZ 说明每个值向量应如何变化。"
        "与 autograd 的最大差值：{diff}。",
    },
    "gradients.text.d_scores": {
        "en": "**Through the softmax.** Each row of P depends on the whole row of S, through the "
        "Jacobian diag(p) − p pᵀ (left, for one row). Multiplying it out gives dS = P ⊙ (dP − "
        "rowsum(dP ⊙ P)); masked entries get 0 because their P is 0. Largest difference from "
        "autograd: {diff}.",
        "zh": "**穿过 softmax。** P 的每一行都依赖 S 的整行，通过雅可比矩阵 diag(p) − p pᵀ（左图，某一行）。展开后得到 "
        "dS = P ⊙ (dP − rowsum(dP ⊙ P))；被遮住的元素 P 为 0，所以梯度也为 0。与 autograd 的最大差值：{diff}。",
    },
    "gradients.text.d_qk": {
        "en": "**Through the scores.** S = Q Kᵀ / √d gives dQ = dS K / √d and dK = dSᵀ Q / √d. "
        "Largest difference from autograd: {diff}.",
        "zh": "**穿过分数。** 由 S = Q Kᵀ / √d 得到 dQ = dS K / √d，dK = dSᵀ Q / √d。与 autograd 的最大差值：{diff}。",
    },
    "gradients.text.d_inputs": {
        "en": "**Back to the inputs and weights.** Each projection is a product with X: "
        "dW = Xᵀ dQ (and likewise for K and V), and X receives gradient along all three paths: "
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ. Largest difference from autograd over {names}: {diff}.",
        "zh": "**回到输入和权重。** 每个投影都是与 X 的乘积：dW = Xᵀ dQ（K 和 V 同理），X 从三条路径得到梯度："
        "dX = dQ W_qᵀ + dK W_kᵀ + dV W_vᵀ。在 {names} 上与 autograd 的最大差值：{diff}。",
    },
    "gradients.text.multi_head": {
        "en": "**Many heads at once.** With tensors of shape (b, h, n, d_h) nothing changes: every "
        "formula applies to each (batch, head) pair, and batched matmuls do them all together. "
        "Largest difference from autograd for dQ, dK, dV: {diff}.",
        "zh": "**多个头一起算。** 张量形状为 (b, h, n, d_h) 时什么都不用改：每个公式对每一对（批次, 头）都成立，批量矩阵乘法会一次全部算完。"
        "dQ、dK、dV 与 autograd 的最大差值：{diff}。",
    },
    "panel.softmax_jacobian_row": {"en": "Softmax Jacobian, row {row}", "zh": "softmax 雅可比矩阵（第 {row} 行）"},
    "panel.scores_grad": {"en": "dS", "zh": "dS"},
    "panel.grad_P": {"en": "P", "zh": "P"},
    "panel.grad_O": {"en": "O", "zh": "O"},
    "panel.grad_dW_o": {"en": "dW_o", "zh": "dW_o"},
    "panel.grad_dZ": {"en": "dZ", "zh": "dZ"},
    "panel.grad_dP": {"en": "dP", "zh": "dP"},
    "panel.grad_dV": {"en": "dV", "zh": "dV"},
    "panel.grad_dQ": {"en": "dQ", "zh": "dQ"},
    "panel.grad_dK": {"en": "dK", "zh": "dK"},
    "panel.grad_dW_q": {"en": "dW_q", "zh": "dW_q"},
    "panel.grad_dX": {"en": "dX", "zh": "dX"},
    # --- fused QKV (heads lesson) ---
    "heads.step.fused_qkv": {"en": "7. Fused QKV", "zh": "7. 融合的 QKV"},
    "heads.text.fused_qkv": {
        "en": "**One Linear for Q, K and V.** Stack W_q, W_k and W_v into one Linear(d_in, 3·d_out) "
        "(left: its {rows}×{cols} weight) and split its output three ways with `.chunk(3, dim=-1)`. "
        "One matmul instead of three gives the same queries, keys and values: largest difference "
        "{diff}. Many implementations use this fused form.",
        "zh": "**用一个 Linear 同时算 Q、K、V。** 把 W_q、W_k、W_v 堆叠成一个 Linear(d_in, 3·d_out)（左图：它的 {rows}×{cols} 权重），"
        "再用 `.chunk(3, dim=-1)` 把输出分成三份。一次矩阵乘法代替三次，得到的查询、键和值完全相同：最大差值为 {diff}。"
        "许多实现都采用这种融合形式。",
    },
    "panel.fused_weight": {"en": "W_qkv.weight", "zh": "W_qkv.weight"},
    "panel.fused_difference": {"en": "Fused − separate (Q | K | V)", "zh": "融合 − 分开（Q | K | V）"},
}
