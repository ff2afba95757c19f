"""Strings of the lessons beyond the book: why attention, gradients (the training lab's are in
attnlab.texts.training)."""

STRINGS: dict[str, dict[str, str]] = {
    "title.why": {"en": "Why attention", "zh": "为什么需要注意力"},
    "title.gradients": {"en": "Gradients", "zh": "梯度"},
    # --- why attention ---
    "why.limits": {
        "en": "Sentences use one of the toy vocabularies above (words separated by spaces); up to "
        "12 words, and each must contain the ambiguous word: “bank” in the English example "
        "(dimensions: nature, money, function word, noun), “刷子” in the Chinese one (dimensions: "
        "thing, skill, function word, noun).",
        "zh": "句子只能使用上面某一个玩具词表中的词（词与词之间用空格隔开）；最多 12 个词，并且必须包含那个有歧义的词："
        "中文示例中是“刷子”（四个维度：实物、本领、虚词、名词），英文示例中是“bank”（四个维度：自然、金钱、虚词、名词）。",
    },
    "glossary": {
        "en": "**Words used here.** A *token* is one unit of text the model reads (in these toy "
        "sentences, one word). The Chinese version of this app calls it “词元”, as the published "
        "Chinese edition of the book does, and multi-head attention “多头注意力”.",
        "zh": "**术语。** 本应用把 token 译作“词元”，与《从零构建大模型》已出版的中文版一致：一个词元是模型读入的一个文本单位"
        "（在这里的玩具句子中就是一个词）。multi-head attention 译作“多头注意力”。",
    },
    "widget.sentence_a": {"en": "Sentence A", "zh": "句子 A"},
    "widget.sentence_b": {"en": "Sentence B", "zh": "句子 B"},
    "why.step.rnn": {"en": "Before attention: one vector", "zh": "注意力之前：只有一个向量"},
    "why.text.rnn": {
        "en": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}: the first word, “{first}”, counts {ratio}× less than the last, “{last}”, and the "
        "gap grows with the sentence. Bahdanau, Cho and Bengio (2014) let the decoder look back at "
        "every hidden state with weights it computes at each output step: attention. Self-attention, "
        "the subject of this course, applies the same idea inside one sentence: every word looks at "
        "every other directly.",
        "zh": "**注意力之前：整句话只有一个向量。** 循环神经网络（RNN）逐词读入“{a}”，把所有信息压缩进最后一个隐藏状态 "
        "h_n；编码器–解码器式的翻译模型只把这个向量交给解码器。每个词在其中还占多少分量？各个词的 ∂h_n/∂x_t 的大小"
        "（tanh RNN，权重来自种子 {seed}）为 {infl}：第一个词“{first}”的分量只有最后一个词“{last}”的 1/{ratio}，"
        "句子越长差距越大。Bahdanau、Cho 和 Bengio（2014）让解码器在每一步输出时都回看所有隐藏状态，并为它们计算权重："
        "这就是注意力。本课程讲的自注意力把同样的思想用在一句话内部：每个词都直接看向其他所有词。",
    },
    "why.text.rnn_flat": {
        "en": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads "
        "“{a}” word by word and squeezes everything into its last hidden state h_n; an "
        "encoder–decoder translator handed only that vector to the decoder. How much does each word "
        "still count in it? The size of ∂h_n/∂x_t for each word (tanh RNN, weights from seed {seed}) "
        "is {infl}. With these weights the first word, “{first}”, happens to count at least as much "
        "as the last, “{last}”; usually early words fade as the sentence grows (try another seed or "
        "a longer sentence). Bahdanau, Cho and Bengio (2014) let the decoder look back at every "
        "hidden state with weights it computes at each output step: attention. Self-attention, the "
        "subject of this course, applies the same idea inside one sentence.",
        "zh": "**注意力之前：整句话只有一个向量。** 循环神经网络（RNN）逐词读入“{a}”，把所有信息压缩进最后一个隐藏状态 "
        "h_n；编码器–解码器式的翻译模型只把这个向量交给解码器。每个词在其中还占多少分量？各个词的 ∂h_n/∂x_t 的大小"
        "（tanh RNN，权重来自种子 {seed}）为 {infl}。在这组权重下，第一个词“{first}”的分量恰好不比最后一个词“{last}”小；"
        "通常句子越长，前面的词就越被淡忘（换个种子或加长句子试试）。Bahdanau、Cho 和 Bengio（2014）让解码器在每一步输出时"
        "都回看所有隐藏状态，并为它们计算权重：这就是注意力。本课程讲的自注意力把同样的思想用在一句话内部。",
    },
    "why.text.rnn_one": {
        "en": "**Before attention: one vector for a whole sentence.** A recurrent network (RNN) reads a "
        "sentence word by word and squeezes everything into its last hidden state; an "
        "encoder–decoder translator handed only that vector to the decoder. Sentence A has a "
        "single word (“{first}”, influence {infl}), so there is nothing to forget yet: add words to "
        "see how much the early ones still count. Bahdanau, Cho and Bengio (2014) let the decoder "
        "look back at every hidden state: attention.",
        "zh": "**注意力之前：整句话只有一个向量。** 循环神经网络（RNN）逐词读入句子，把所有信息压缩进最后一个隐藏状态；"
        "编码器–解码器式的翻译模型只把这个向量交给解码器。句子 A 只有一个词（“{first}”，分量 {infl}），还谈不上遗忘："
        "多加几个词，就能看到前面的词还占多少分量。Bahdanau、Cho 和 Bengio（2014）让解码器回看所有隐藏状态：这就是注意力。",
    },
    "panel.rnn_influence": {"en": "‖∂h_n / ∂x_t‖ per word", "zh": "每个词的 ‖∂h_n / ∂x_t‖"},
    "why.step.same_word": {"en": "One word, two meanings", "zh": "同一个词，两种含义"},
    "why.step.mean": {"en": "Mix by the mean", "zh": "用平均值混合"},
    "why.step.hand_weights": {"en": "Mix by hand-set weights", "zh": "用手工设定的权重混合"},
    "why.step.dot_weights": {"en": "Mix by similarity", "zh": "按相似度混合"},
    "why.step.projections": {"en": "Learnable projections", "zh": "可学习的投影"},
    "why.text.same_word_bank": {
        "en": "**The same vector in two sentences.** In “{a}” and “{b}”, the word “{word}” gets the "
        "same embedding, {za}, half nature and half money. A model that looked at each word alone "
        "could never tell the river bank from the bank that lends money. Its vector has to take "
        "in its context.",
        "zh": "**两个句子中的同一个向量。** 在“{a}”和“{b}”中，“{word}”的嵌入完全相同，都是 {za}，一半是自然、一半是金钱。"
        "如果模型只孤立地看每个词，就永远分不清河岸和放贷的银行。它的向量必须吸收上下文。",
    },
    "why.text.same_word_brush": {
        "en": "**The same vector in two sentences.** In “{a}” and “{b}”, the word “{word}” (brush) "
        "gets the same embedding, {za}, half a physical brush and half a skill: in Chinese "
        "“有两把刷子” (to have two brushes) means to be good at something. A model that looked at "
        "each word alone could never tell the two apart. Its vector has to take in its context.",
        "zh": "**两个句子中的同一个向量。** 在“{a}”和“{b}”中，“{word}”的嵌入完全相同，都是 {za}：一半是实物的刷子，"
        "一半是本领（“有两把刷子”说的是一个人有本事）。如果模型只孤立地看每个词，就永远分不清这两种含义。"
        "它的向量必须吸收上下文。",
    },
    "why.text.mean": {
        "en": "**Mix by the mean.** The simplest context: add the average of the whole sentence to "
        "every token. Now “{word}” becomes {za} in sentence A and {zb} in sentence B (distance "
        "{gap}). The meanings have separated, but every token receives the same mixture, whatever "
        "it is.",
        "zh": "**用平均值混合。** 最简单的上下文：把整句话的平均向量加到每个词元上。现在“{word}”在句子 A 中变成 {za}，"
        "在句子 B 中变成 {zb}（距离 {gap}）。两种含义分开了，但每个词元得到的混合都一样，不管它是什么词。",
    },
    "why.text.mean_same": {
        "en": "**Mix by the mean.** The simplest context: add the average of the whole sentence to "
        "every token. Here both sentences have the same average, so “{word}” becomes {za} in A and "
        "{zb} in B (distance {gap}): no separation. Change a word in one sentence to see the "
        "meanings move apart; and note that every token receives the same mixture, whatever it is.",
        "zh": "**用平均值混合。** 最简单的上下文：把整句话的平均向量加到每个词元上。这里两个句子的平均向量相同，"
        "所以“{word}”在句子 A 中是 {za}，在句子 B 中是 {zb}（距离 {gap}）：没有分开。改动其中一个句子里的一个词，"
        "就能看到两种含义分开；还要注意，每个词元得到的混合都一样，不管它是什么词。",
    },
    "why.text.hand_weights": {
        "en": "**Mix by hand-set weights.** Give each token its own mixture: half itself, and the other "
        "half split among its neighbours (the weight matrix on the left): {inner} to each of two "
        "neighbours inside the sentence, but {end} to the single neighbour of the first token "
        "(“{first}”) and of the last (“{last}”). “{word}” is now {za} in A and {zb} in B. Better, "
        "but someone had to choose the weights, and they ignore what the words mean.",
        "zh": "**用手工设定的权重混合。** 给每个词元各自的混合方式：一半是它自己，另一半平分给它的邻居（左图的权重矩阵）："
        "句子中间的词元有两个邻居，各得 {inner}；第一个词元（“{first}”）和最后一个词元（“{last}”）只有一个邻居，"
        "这个邻居得到 {end}。“{word}”在 A 中为 {za}，在 B 中为 {zb}。更好了，但权重需要有人来选，而且与词的含义无关。",
    },
    "why.text.hand_weights_two": {
        "en": "**Mix by hand-set weights.** Give each token its own mixture: half itself, half its "
        "neighbour (the weight matrix on the left). With two words each has a single neighbour, "
        "which gets {end}. “{word}” is now {za} in A and {zb} in B. Someone had to choose the "
        "weights, and they ignore what the words mean.",
        "zh": "**用手工设定的权重混合。** 给每个词元各自的混合方式：一半是它自己，一半是它的邻居（左图的权重矩阵）。"
        "只有两个词时，每个词只有一个邻居，它得到 {end}。“{word}”在 A 中为 {za}，在 B 中为 {zb}。"
        "权重需要有人来选，而且与词的含义无关。",
    },
    "why.text.hand_weights_one": {
        "en": "**Mix by hand-set weights.** Each token keeps half for itself and splits the other half "
        "among its neighbours. Sentence A has a single word, so “{first}” has no neighbour and keeps "
        "all its weight (the 1×1 matrix on the left). “{word}” is {za} in A and {zb} in B. Add words "
        "to sentence A to see the mixing.",
        "zh": "**用手工设定的权重混合。** 每个词元给自己留一半权重，另一半平分给它的邻居。句子 A 只有一个词，"
        "所以“{first}”没有邻居，全部权重都留给自己（左图是 1×1 的矩阵）。“{word}”在 A 中为 {za}，在 B 中为 {zb}。"
        "给句子 A 多加几个词，就能看到混合的效果。",
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
        "en": "**Why W_q, W_k and W_v.** Plain dot products give symmetric *scores*: the score of i "
        "with j equals that of j with i (largest |S − Sᵀ| = {plain}). The *weights* are not "
        "symmetric, because each row has its own softmax denominator: “{qi}” gives {w_ij} to "
        "“{qj}”, but “{qj}” gives {w_ji} to “{qi}” (largest |W − Wᵀ| = {w_asym}). Nor does a token "
        "always attend most to itself: in sentence A {self_count} of {n} {self_count:pl:does:do}, but “{who}” gives "
        "{whom_w} to “{whom}” and only {own_w} to itself. Still, with plain dot products a token can "
        "only look for what it is. Projecting queries and keys with different matrices (seed "
        "{seed}) makes the scores asymmetric too (largest |S − Sᵀ| = {projected}): a token can "
        "look for something other than what it offers, and training can adjust what that is.",
        "zh": "**为什么需要 W_q、W_k 和 W_v。** 普通的点积给出的*分数*是对称的：i 与 j 的分数等于 j 与 i 的分数"
        "（最大 |S − Sᵀ| = {plain}）。但*权重*并不对称，因为每一行有自己的 softmax 分母：“{qi}”分给“{qj}”的权重是 "
        "{w_ij}，而“{qj}”分给“{qi}”的只有 {w_ji}（最大 |W − Wᵀ| = {w_asym}）。词元也不一定最关注自己：句子 A 的 {n} "
        "个词中有 {self_count} 个是这样，但“{who}”分给“{whom}”的权重是 {whom_w}，分给自己的只有 {own_w}。"
        "不过，只用普通点积时，词元只能寻找和自己相似的东西。用不同的矩阵分别投影查询和键（种子 {seed}），"
        "分数本身也不再对称（最大 |S − Sᵀ| = {projected}）：词元寻找的东西可以不同于它提供的东西，而训练可以调整这一点。",
    },
    "why.text.projections_self": {
        "en": "**Why W_q, W_k and W_v.** Plain dot products give symmetric *scores*: the score of i "
        "with j equals that of j with i (largest |S − Sᵀ| = {plain}). The *weights* are not "
        "symmetric, because each row has its own softmax denominator: “{qi}” gives {w_ij} to "
        "“{qj}”, but “{qj}” gives {w_ji} to “{qi}” (largest |W − Wᵀ| = {w_asym}). In sentence A "
        "every one of the {n:plural:token:tokens} gives its largest weight to itself: with plain dot products "
        "a token can only look for what it is. Projecting queries and keys with different matrices "
        "(seed {seed}) makes the scores asymmetric too (largest |S − Sᵀ| = {projected}): a token "
        "can look for something other than what it offers, and training can adjust what that is.",
        "zh": "**为什么需要 W_q、W_k 和 W_v。** 普通的点积给出的*分数*是对称的：i 与 j 的分数等于 j 与 i 的分数"
        "（最大 |S − Sᵀ| = {plain}）。但*权重*并不对称，因为每一行有自己的 softmax 分母：“{qi}”分给“{qj}”的权重是 "
        "{w_ij}，而“{qj}”分给“{qi}”的只有 {w_ji}（最大 |W − Wᵀ| = {w_asym}）。在句子 A 中，全部 {n} 个词元都把最大的"
        "权重分给了自己：只用普通点积时，词元只能寻找和自己相似的东西。用不同的矩阵分别投影查询和键（种子 {seed}），"
        "分数本身也不再对称（最大 |S − Sᵀ| = {projected}）：词元寻找的东西可以不同于它提供的东西，而训练可以调整这一点。",
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
    "gradients.step.forward": {"en": "Forward pass", "zh": "前向传播"},
    "gradients.step.d_out": {"en": "dO → dW_o, dZ", "zh": "dO → dW_o、dZ"},
    "gradients.step.d_context": {"en": "dZ → dP, dV", "zh": "dZ → dP、dV"},
    "gradients.step.d_scores": {"en": "dP → dS (softmax)", "zh": "dP → dS（softmax）"},
    "gradients.step.d_qk": {"en": "dS → dQ, dK", "zh": "dS → dQ、dK"},
    "gradients.step.d_inputs": {"en": "→ dX and the weights", "zh": "→ dX 与各权重"},
    "gradients.step.multi_head": {"en": "Many heads at once", "zh": "多头注意力：多个头一起算"},
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
    "gradients.text.d_scores_open": {
        "en": "**Through the softmax.** Each row of P depends on the whole row of S, through the "
        "Jacobian diag(p) − p pᵀ (left, for one row). Multiplying it out gives dS = P ⊙ (dP − "
        "rowsum(dP ⊙ P)). The causal mask is off, so no entry is masked and no P is set to 0 by a "
        "mask: every score can get a gradient. Largest difference from autograd: {diff}.",
        "zh": "**穿过 softmax。** P 的每一行都依赖 S 的整行，通过雅可比矩阵 diag(p) − p pᵀ（左图，某一行）。展开后得到 "
        "dS = P ⊙ (dP − rowsum(dP ⊙ P))。因果掩码已关闭，没有被遮住的元素，也就没有哪个 P 被掩码设为 0：每个分数都可以得到梯度。"
        "与 autograd 的最大差值：{diff}。",
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
        "Largest difference from autograd for dQ, dK, dV: {diff}. The panels show dS of each "
        "head for the first sequence: each head gets its own gradient from its own weights.",
        "zh": "**多头注意力：多个头一起算。** 张量形状为 (b, h, n, d_h) 时什么都不用改：每个公式对每一对（批次, 头）都成立，批量矩阵乘法会一次全部算完。"
        "dQ、dK、dV 与 autograd 的最大差值：{diff}。图中是第一个序列里每个头的 dS：每个头根据自己的权重得到自己的梯度。",
    },
    "panel.softmax_jacobian_row": {"en": "Softmax Jacobian, row {row}", "zh": "softmax 雅可比矩阵（第 {row} 行）"},
    "panel.scores_grad": {"en": "dS", "zh": "dS"},
    "panel.head_scores_grad": {"en": "dS, head {i} (sequence 1)", "zh": "dS，第 {i} 个头（序列 1）"},
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
    "heads.step.fused_qkv": {"en": "Fused QKV", "zh": "融合的 QKV"},
    "heads.step.recap": {"en": "What you built", "zh": "回顾：你搭建了什么"},
    "heads.text.recap": {
        "en": "**What you built.** Dot-product scores, the softmax that turns them into weights, "
        "√d scaling, the causal mask that hides the future, dropout on the weights, and heads that "
        "split d_out: together they are `MultiHeadAttention`. With your sizes (d_in {d_in}, d_out "
        "{d_out}, {h:plural:head:heads}) it has {params} parameters and maps {in_shape} to "
        "{out_shape}; its first row is {first}. Replacing its core with "
        "`F.scaled_dot_product_attention` gives the same output (largest difference {diff}). This "
        "is the attention block of GPT-2; chapter 4 of the book builds the rest of the model "
        "around it.",
        "zh": "**回顾：你搭建了什么。** 点积分数、把分数变成权重的 softmax、√d 缩放、遮住未来的因果掩码、"
        "作用在权重上的 dropout，以及把 d_out 拆开的多个头：合在一起就是多头注意力 `MultiHeadAttention`。按你当前的设置"
        "（d_in {d_in}，d_out {d_out}，{h} 个头），它有 {params} 个参数，把 {in_shape} 映射为 {out_shape}；"
        "第一行为 {first}。把它的核心换成 `F.scaled_dot_product_attention` 得到同样的输出（最大差值 {diff}）。"
        "这就是 GPT-2 的注意力模块；书的第 4 章会围绕它搭建模型的其余部分。",
    },
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
