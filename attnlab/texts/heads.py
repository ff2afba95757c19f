"""Strings of the Heads lesson, English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    "tab.heads": {"en": "5 · Heads", "zh": "5 · 多头"},
    "heads.limits": {
        "en": "b ≤ 4, n ≤ 256, d_in and d_out ≤ 1024, h ≤ 16, and d_out must be divisible by h. "
        "With n = 6 and d_in = 3 the inputs are the book's sentence; otherwise they are random from "
        "the seed. Heatmaps show at most 32 tokens and 4 heads.",
        "zh": "b ≤ 4，n ≤ 256，d_in 和 d_out ≤ 1024，h ≤ 16，且 d_out 必须能被 h 整除。n = 6 且 d_in = 3 时输入是书中的句子；"
        "否则由种子随机生成。热力图最多显示 32 个词元和 4 个头。",
    },
    "widget.b": {"en": "Batch size b", "zh": "批大小 b"},
    "widget.n": {"en": "Tokens n", "zh": "词元数 n"},
    "widget.d_in": {"en": "d_in", "zh": "d_in"},
    "widget.d_out_total": {"en": "d_out", "zh": "d_out"},
    "widget.h": {"en": "Heads h", "zh": "头数 h"},
    "widget.timing_n": {"en": "Tokens for the timing", "zh": "计时用的词元数"},
    "widget.timing_button": {
        "en": "Time wrapper vs efficient vs SDPA at GPT-2 size",
        "zh": "在 GPT-2 规模下比较 Wrapper、高效实现与 SDPA 的耗时",
    },
    "heads.step.shape_trace": {"en": "1. Shape trace", "zh": "1. 形状变化"},
    "heads.step.per_head": {"en": "2. One heatmap per head", "zh": "2. 每个头的热力图"},
    "heads.step.batched_matmul": {"en": "3. Batched matmul", "zh": "3. 批量矩阵乘法"},
    "heads.step.wrapper_vs_mha": {"en": "4. Wrapper vs efficient", "zh": "4. Wrapper 与高效实现"},
    "heads.step.mapping": {"en": "5. Making them agree", "zh": "5. 让两者一致"},
    "heads.step.gpt2": {"en": "6. GPT-2 sizes", "zh": "6. GPT-2 规模"},
    "heads.text.shape_trace": {
        "en": "**Splitting into heads is only reshaping.** One projection makes d_out = {d_out} "
        "features per token. `.view` cuts them into h = {h} heads of d_h = {hd}, `.transpose(1, 2)` "
        "moves the head axis in front of the tokens so that each head is a separate (n × d_h) "
        "matrix, and one batched matmul then computes all {h} score matrices of size {n}×{n} at "
        "once. Afterwards the steps run backwards and `out_proj` mixes the heads.",
        "zh": "**拆分成多个头只是改变形状。** 一次投影为每个词元生成 d_out = {d_out} 个特征。`.view` 把它们切成 h = {h} "
        "个头，每个头 d_h = {hd} 维；`.transpose(1, 2)` 把头这一维移到词元前面，使每个头成为一个独立的 (n × d_h) 矩阵，"
        "然后一次批量矩阵乘法就能同时算出全部 {h} 个 {n}×{n} 的分数矩阵。之后按相反的步骤还原，再由 `out_proj` 混合各个头。",
    },
    "heads.text.per_head": {
        "en": "**Each head attends differently.** Every head has its own slice of W_q, W_k and W_v, so "
        "it computes its own causal weights. Shown: {shown} of {h} heads, first {m} of {n} tokens, "
        "first sequence of the batch.",
        "zh": "**每个头的关注方式不同。** 每个头都有自己那一份 W_q、W_k 和 W_v，因此会算出各自的因果注意力权重。"
        "这里显示 {h} 个头中的 {shown} 个、{n} 个词元中的前 {m} 个，以及批次中的第一个序列。",
    },
    "heads.text.batched_matmul": {
        "en": "**Batched matmul = a loop over heads.** For a tensor a of shape (1, 2, 3, 4), "
        "`a @ a.transpose(2, 3)` multiplies the last two axes for every (batch, head) pair at once. "
        "Doing it head by head gives the same result (largest difference {diff}). Careful with the "
        "indices: the first head is a[0, 0] and the second is a[0, 1] (its first row is {second}), "
        "not a[0, 0] again, a slip that appears in real notebooks.",
        "zh": "**批量矩阵乘法 = 对各个头循环。** 对形状为 (1, 2, 3, 4) 的张量 a，`a @ a.transpose(2, 3)` "
        "会对每一对（批次, 头）同时做最后两维的矩阵乘法。逐个头计算得到同样的结果（最大差值为 {diff}）。"
        "注意下标：第一个头是 a[0, 0]，第二个头是 a[0, 1]（它的第一行为 {second}），而不是再取一次 a[0, 0]——"
        "这是真实笔记中出现过的错误。",
    },
    "heads.text.wrapper_vs_mha": {
        "en": "**Same argument, different meaning.** `MultiHeadAttentionWrapper(d_in, {d_out}, …, "
        "num_heads={h})` runs {h} complete heads of size {d_out} each and concatenates them: "
        "{wide} features per token, first row {first_w}. `MultiHeadAttention(d_in, {d_out}, …, "
        "num_heads={h})` treats d_out as the total and splits it into heads of {hd}: {d_out} "
        "features, first row {first_m}. In the wrapper d_out is per head; in the efficient class it "
        "is the total.",
        "zh": "**同一个参数，不同的含义。** `MultiHeadAttentionWrapper(d_in, {d_out}, …, num_heads={h})` 运行 {h} "
        "个完整的、每个大小为 {d_out} 的头，再把它们拼接起来：每个词元 {wide} 个特征，第一行为 {first_w}。"
        "`MultiHeadAttention(d_in, {d_out}, …, num_heads={h})` 把 d_out 当作总维度，拆成每个 {hd} 维的头："
        "{d_out} 个特征，第一行为 {first_m}。在 Wrapper 中 d_out 是每个头的维度，在高效实现中它是总维度。",
    },
    "heads.text.mapping": {
        "en": "**The two classes compute the same thing.** Take a wrapper with {h} heads of {hd} "
        "features. Stack the heads' W_q matrices on top of each other (left: the fused W_q; "
        "likewise W_k, W_v), and make out_proj the identity, since the wrapper only concatenates. "
        "The efficient class with d_out = {d_out} then reproduces the wrapper: largest difference "
        "{diff} (right). The efficient class just does in one matmul what the wrapper does in {h}.",
        "zh": "**两个类计算的是同一件事。** 取一个有 {h} 个头、每个头 {hd} 维的 Wrapper。把各个头的 W_q 矩阵上下堆叠起来"
        "（左图：合并后的 W_q；W_k、W_v 同理），并把 out_proj 设为单位矩阵，因为 Wrapper 只做拼接。这样 d_out = {d_out} "
        "的高效实现就能复现 Wrapper 的结果：最大差值为 {diff}（右图）。高效实现只是用一次矩阵乘法完成了 Wrapper 用 {h} 次完成的工作。",
    },
    "heads.text.gpt2": {
        "en": "**GPT-2 small.** 768 features in and out, 12 heads of 64, a context of 1024 tokens. "
        "W_q, W_k and W_v have 768 × 768 weights each (no bias) and out_proj has 768 × 768 + 768: "
        "{total} parameters in all. The attention matrix alone, for b = {b} and a full context, "
        "holds b·h·n² = {b}·12·1024² float32 values: {mib} MiB per layer, growing with the square of "
        "the context. Your current sizes (d_in {d_in}, d_out {d_out}, {h} heads) have {mine} "
        "parameters. Press the button below to time the implementations on this machine.",
        "zh": "**GPT-2 small。** 输入和输出都是 768 维，12 个头，每个 64 维，上下文长度 1024。W_q、W_k、W_v 各有 "
        "768 × 768 个权重（无偏置），out_proj 有 768 × 768 + 768 个：一共 {total} 个参数。仅注意力矩阵本身，在 b = {b} "
        "且上下文填满时就有 b·h·n² = {b}·12·1024² 个 float32 数值：每层 {mib} MiB，并随上下文长度的平方增长。"
        "你当前的设置（d_in {d_in}，d_out {d_out}，{h} 个头）有 {mine} 个参数。点击下面的按钮，在这台机器上比较各实现的耗时。",
    },
    "heads.timing_result": {
        "en": "**Timings on {device}** (b = {b}, n = {n}, d = {d}, {h} heads; median of 3 runs): "
        "wrapper {wrapper} ms, efficient class {efficient} ms, efficient class with "
        "`F.scaled_dot_product_attention` {sdpa} ms. The wrapper runs its heads one after another; "
        "the efficient class batches them; the fused kernel also avoids materialising the n×n "
        "weights.",
        "zh": "**在 {device} 上的耗时**（b = {b}，n = {n}，d = {d}，{h} 个头；3 次运行的中位数）：Wrapper {wrapper} ms，"
        "高效实现 {efficient} ms，使用 `F.scaled_dot_product_attention` 的高效实现 {sdpa} ms。Wrapper 逐个运行各个头；"
        "高效实现把它们合并成批量计算；融合内核还避免了显式生成 n×n 的权重矩阵。",
    },
    "heads.timing_progress": {"en": "Timing {name}…", "zh": "正在计时 {name}…"},
    "panel.head": {"en": "Head {i}", "zh": "第 {i} 个头"},
    "panel.batched_head": {"en": "{i} @ {i}ᵀ", "zh": "{i} @ {i}ᵀ"},
    "panel.wrapper_out": {"en": "Wrapper output", "zh": "Wrapper 的输出"},
    "panel.mha_out": {"en": "MultiHeadAttention output", "zh": "MultiHeadAttention 的输出"},
    "panel.fused_query": {"en": "Fused W_query.weight", "zh": "合并后的 W_query.weight"},
    "panel.mapping_difference": {"en": "Efficient − wrapper", "zh": "高效实现 − Wrapper"},
    "panel.gpt2_parameters": {"en": "Parameters per part", "zh": "各部分的参数量"},
    "panel.timings": {"en": "Milliseconds per forward pass", "zh": "每次前向传播的毫秒数"},
}
