"""Strings of the Heads lesson, English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    "title.heads": {"en": "Heads", "zh": "多头注意力"},
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
        "zh": "在 GPT-2 规模下比较包装器、高效实现与 SDPA 的耗时",
    },
    "heads.step.shape_trace": {"en": "Shape trace", "zh": "形状变化"},
    "heads.step.per_head": {"en": "One heatmap per head", "zh": "每个头的热力图"},
    "heads.step.head_scale": {"en": "√d_h, not √d_out", "zh": "除以 √d_h 而不是 √d_out"},
    "heads.step.batched_matmul": {"en": "Batched matmul", "zh": "批量矩阵乘法"},
    "heads.step.contiguous": {"en": "Merging heads: view vs reshape", "zh": "合并各头：view 与 reshape"},
    "heads.step.wrapper_vs_mha": {"en": "Wrapper vs efficient", "zh": "包装器与高效实现"},
    "heads.step.mapping": {"en": "Making them agree", "zh": "让两者一致"},
    "heads.step.gpt2": {"en": "GPT-2 sizes", "zh": "GPT-2 规模"},
    "heads.text.head_scale": {
        "en": "**Divide by √d_h, not √d_out.** Each head's scores are dot products of d_h = {hd} "
        "numbers, so each head divides by √d_h = {sqrt_hd}; `F.scaled_dot_product_attention` does "
        "the same (largest difference from it {sdpa}). A slip seen in learner notebooks divides by "
        "√embed_dim = √d_out = {sqrt_d} instead: every score shrinks by another √h = {sqrt_h}, so "
        "the weights get flatter (the largest weight of a row is {peak_right} on average with "
        "√d_h, {peak_wrong} with √d_out) and the outputs move by up to {diff}. The code still runs "
        "and the shapes are right, which is why the slip survives.",
        "zh": "**除以 √d_h，而不是 √d_out。** 每个头的分数是 d_h = {hd} 个数的点积，所以每个头除以 √d_h = {sqrt_hd}；"
        "`F.scaled_dot_product_attention` 也是这样做的（与它的最大差值 {sdpa}）。学习者笔记中出现过的一个错误是改为除以 "
        "√embed_dim = √d_out = {sqrt_d}：每个分数又多缩小了 √h = {sqrt_h} 倍，权重因此更平坦（除以 √d_h 时每行最大权重的"
        "平均值为 {peak_right}，除以 √d_out 时为 {peak_wrong}），输出最多变化 {diff}。代码照样能运行，形状也都正确，"
        "所以这个错误不容易被发现。",
    },
    "heads.text.head_scale_one": {
        "en": "**Divide by √d_h, not √d_out.** Each head's scores are dot products of d_h = {hd} "
        "numbers, so each head divides by √d_h = {sqrt_hd}; `F.scaled_dot_product_attention` does "
        "the same (largest difference from it {sdpa}). Learner notebooks sometimes divide by "
        "√embed_dim = √d_out = {sqrt_d} instead. With a single head the two are the same number "
        "(outputs differ by {diff}); choose 2 or more heads to see the slip flatten the weights.",
        "zh": "**除以 √d_h，而不是 √d_out。** 每个头的分数是 d_h = {hd} 个数的点积，所以每个头除以 √d_h = {sqrt_hd}；"
        "`F.scaled_dot_product_attention` 也是这样做的（与它的最大差值 {sdpa}）。学习者笔记中有时会改为除以 "
        "√embed_dim = √d_out = {sqrt_d}。只有一个头时两者是同一个数（输出差值 {diff}）；选择 2 个或更多的头，"
        "就能看到这个错误让权重变得更平坦。",
    },
    "heads.text.contiguous": {
        "en": "**Merging heads back: view vs reshape.** After attention the context has shape "
        "(b, h, n, d_h). `.transpose(1, 2)` makes it {shape} without moving a single number: it only "
        "swaps strides, giving {stride} where a row-major tensor of that shape has {stride_c}. "
        "`.view` never copies, so it needs a layout it can reinterpret, and `.view{target}` fails "
        "here: `{error}`. `.contiguous()` first copies the numbers into row-major order, after "
        "which `.view` works; `.reshape` does the same in one call, copying only when it must. "
        "Both give the same tensor (largest difference {diff}); the book writes "
        "`context_vec.contiguous().view(b, num_tokens, self.d_out)`.",
        "zh": "**把各头合并回来：view 与 reshape。** 注意力之后，上下文的形状是 (b, h, n, d_h)。`.transpose(1, 2)` "
        "把它变成 {shape}，但没有移动任何一个数：它只是交换了步长（stride），得到 {stride}，而同样形状的按行存储张量的步长是 "
        "{stride_c}。`.view` 从不复制数据，只能重新解释已有的内存布局，所以这里 `.view{target}` 会失败：`{error}`。"
        "`.contiguous()` 先把数据复制成按行存储的顺序，之后 `.view` 就能用了；`.reshape` 一步完成同样的事，只在必要时才复制。"
        "两者得到的张量相同（最大差值 {diff}）；书中写的是 `context_vec.contiguous().view(b, num_tokens, self.d_out)`。",
    },
    "heads.text.contiguous_ok": {
        "en": "**Merging heads back: view vs reshape.** After attention the context has shape "
        "(b, h, n, d_h). `.transpose(1, 2)` makes it {shape} without moving a single number: it only "
        "swaps strides, giving {stride} where a row-major tensor of that shape has {stride_c}. "
        "`.view` never copies, yet with these sizes `.view{target}` happens to work, because one of "
        "n, h and d_h is 1, so the two axes it merges still line up in memory. With n, h and d_h all "
        "above 1 (try d_out = 8 with 2 heads) it fails with a RuntimeError (“view size is not "
        "compatible with input tensor's size and stride”). `.contiguous().view` and `.reshape` "
        "always work and agree (largest difference {diff}).",
        "zh": "**把各头合并回来：view 与 reshape。** 注意力之后，上下文的形状是 (b, h, n, d_h)。`.transpose(1, 2)` "
        "把它变成 {shape}，但没有移动任何一个数：它只是交换了步长（stride），得到 {stride}，而同样形状的按行存储张量的步长是 "
        "{stride_c}。`.view` 从不复制数据，但在当前的尺寸下 `.view{target}` 恰好能用，因为 n、h、d_h 中有一个是 1，"
        "要合并的两个维度在内存中仍然是连续排列的。当 n、h、d_h 都大于 1 时（试试 d_out = 8、2 个头），它会抛出 RuntimeError"
        "（`view size is not compatible with input tensor's size and stride`）。`.contiguous().view` 和 `.reshape` "
        "总是能用，而且结果一致（最大差值 {diff}）。",
    },
    "heads.text.shape_trace": {
        "en": "**Splitting into heads is only reshaping.** One projection makes d_out = {d_out} "
        "features per token. `.view` cuts them into h = {h:plural:head:heads} of d_h = {hd}, `.transpose(1, 2)` "
        "moves the head axis in front of the tokens so that each head is a separate (n × d_h) "
        "matrix, and one batched matmul then computes all {h:plural:score matrix:score matrices} of size {n}×{n} at "
        "once. Afterwards the steps run backwards and `out_proj` mixes the heads.",
        "zh": "**多头注意力：拆分成多个头只是改变形状。** 一次投影为每个词元生成 d_out = {d_out} 个特征。`.view` 把它们切成 h = {h} "
        "个头，每个头 d_h = {hd} 维；`.transpose(1, 2)` 把头这一维移到词元前面，使每个头成为一个独立的 (n × d_h) 矩阵，"
        "然后一次批量矩阵乘法就能同时算出全部 {h} 个 {n}×{n} 的分数矩阵。之后按相反的步骤还原，再由 `out_proj` 混合各个头。",
    },
    "heads.text.split_ways": {
        "en": "Notebook 001 writes `.permute(0, 2, 1, 3)` instead of `.transpose(1, 2)`: on these "
        "queries the two agree (largest difference {perm_diff}). Splitting with "
        "`q.split(d_h, dim=-1)` is another matter: it returns a {split_type} of "
        "{parts:plural:tensor:tensors} of shape {part_shape}, not one tensor, so `.transpose` on "
        "it fails (`{split_error}`); `torch.stack(parts, dim=1)` rebuilds (b, h, n, d_h) "
        "(difference {stack_diff}).",
        "zh": "笔记 001 用的是 `.permute(0, 2, 1, 3)` 而不是 `.transpose(1, 2)`：在这些查询上两者结果一致（最大差值 "
        "{perm_diff}）。用 `q.split(d_h, dim=-1)` 拆分则不同：它返回的是一个 {split_type}，里面有 {parts} 个形状为 "
        "{part_shape} 的张量，而不是一个张量，所以对它调用 `.transpose` 会失败（`{split_error}`）；"
        "用 `torch.stack(parts, dim=1)` 才能重新得到 (b, h, n, d_h)（差值 {stack_diff}）。",
    },
    "heads.text.per_head": {
        "en": "**Each head attends differently.** Every head has its own slice of W_q, W_k and W_v, so "
        "it computes its own causal weights. Shown: {shown} of {h:plural:head:heads}, first {m} of {n:plural:token:tokens}, "
        "first sequence of the batch.",
        "zh": "**每个头的关注方式不同。** 每个头都有自己那一份 W_q、W_k 和 W_v，因此会算出各自的因果注意力权重。"
        "这里显示 {h} 个头中的 {shown} 个、{n} 个词元中的前 {m} 个，以及批次中的第一个序列。",
    },
    "heads.text.per_head_one": {
        "en": "**One head.** With h = 1 the single head uses all of W_q, W_k and W_v and computes one "
        "set of causal weights. Shown: first {m} of {n:plural:token:tokens}, first sequence of the "
        "batch. Choose 2 or more heads to see each head attend in its own way.",
        "zh": "**只有一个头。** h = 1 时，唯一的头使用完整的 W_q、W_k 和 W_v，只算出一组因果注意力权重。"
        "这里显示 {n} 个词元中的前 {m} 个，以及批次中的第一个序列。选择 2 个或更多的头，就能看到每个头各自的关注方式。",
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
        "num_heads={h})` runs {h:plural:complete head:complete heads} of size {d_out} each and concatenates them: "
        "{wide:plural:feature:features} per token, first row {first_w}. `MultiHeadAttention(d_in, {d_out}, …, "
        "num_heads={h})` treats d_out as the total and splits it into heads of {hd}: {d_out} "
        "features, first row {first_m}. In the wrapper d_out is per head; in the efficient class it "
        "is the total.",
        "zh": "**同一个参数，不同的含义。** `MultiHeadAttentionWrapper(d_in, {d_out}, …, num_heads={h})` 运行 {h} "
        "个完整的、每个大小为 {d_out} 的头，再把它们拼接起来：每个词元 {wide} 个特征，第一行为 {first_w}。"
        "`MultiHeadAttention(d_in, {d_out}, …, num_heads={h})` 把 d_out 当作总维度，拆成每个 {hd} 维的头："
        "{d_out} 个特征，第一行为 {first_m}。在包装器中 d_out 是每个头的维度，在高效实现中它是总维度。",
    },
    "heads.text.mapping": {
        "en": "**The two classes compute the same thing.** Take a wrapper with {h:plural:head:heads} of "
        "{hd:plural:feature:features}. Stack the heads' W_q matrices on top of each other (left: the fused W_q; "
        "likewise W_k, W_v), and make out_proj the identity, since the wrapper only concatenates. "
        "The efficient class with d_out = {d_out} then reproduces the wrapper: largest difference "
        "{diff} (right). The efficient class just does in one matmul what the wrapper does in {h}.",
        "zh": "**两个类计算的是同一件事。** 取一个有 {h} 个头、每个头 {hd} 维的包装器。把各个头的 W_q 矩阵上下堆叠起来"
        "（左图：合并后的 W_q；W_k、W_v 同理），并把 out_proj 设为单位矩阵，因为包装器只做拼接。这样 d_out = {d_out} "
        "的高效实现就能复现包装器的结果：最大差值为 {diff}（右图）。高效实现只是用一次矩阵乘法完成了包装器用 {h} 次完成的工作。",
    },
    "heads.text.gpt2": {
        "en": "**GPT-2 small.** 768 features in and out, 12 heads of 64, a context of 1024 tokens. "
        "In the book's class with qkv_bias=False (exercise 3.3), W_q, W_k and W_v have 768 × 768 "
        "weights each and out_proj has 768 × 768 + 768: {total} parameters in all. The real GPT-2 "
        "also has biases on Q, K and V (qkv_bias=True): {extra} more, {total_bias} in all. The "
        "attention matrix alone, for b = {b} and a full context, holds b·h·n² = {b}·12·1024² "
        "float32 values: {mib} MiB per layer, growing with the square of the context. Your current "
        "sizes (d_in {d_in}, d_out {d_out}, {h:plural:head:heads}) have {mine} parameters. Press "
        "the button below to time the implementations on this machine.",
        "zh": "**最小的 GPT-2。** 输入和输出都是 768 维，12 个头，每个 64 维，上下文长度 1024。在书中 qkv_bias=False 的类里"
        "（练习 3.3），W_q、W_k、W_v 各有 768 × 768 个权重，out_proj 有 768 × 768 + 768 个：一共 {total} 个参数。"
        "真正的 GPT-2 在 Q、K、V 上也有偏置（qkv_bias=True）：多 {extra} 个，一共 {total_bias} 个。仅注意力矩阵本身，"
        "在 b = {b} 且上下文填满时就有 b·h·n² = {b}·12·1024² 个 float32 数值：每层 {mib} MiB，并随上下文长度的平方增长。"
        "你当前的设置（d_in {d_in}，d_out {d_out}，{h} 个头）有 {mine} 个参数。"
        "点击下面的按钮，在这台机器上比较各实现的耗时。",
    },
    "heads.timing_result": {
        "en": "**Timings on {device}** (b = {b}, n = {n}, d = {d}, {h:plural:head:heads}; median of 3 "
        "runs): wrapper {wrapper} ms, efficient class {efficient} ms, efficient class with "
        "`F.scaled_dot_product_attention` {sdpa} ms.",
        "zh": "**在 {device} 上的耗时**（b = {b}，n = {n}，d = {d}，{h} 个头；3 次运行的中位数）：包装器 {wrapper} ms，"
        "高效实现 {efficient} ms，使用 `F.scaled_dot_product_attention` 的高效实现 {sdpa} ms。",
    },
    "heads.timing_efficient_faster": {
        "en": "Here the efficient class is {ratio_we}× faster than the wrapper: the wrapper runs its "
        "heads one after another, the efficient class computes them all in one batched matmul.",
        "zh": "这里高效实现的速度是包装器的 {ratio_we} 倍：包装器逐个运行各个头，高效实现用一次批量矩阵乘法算出所有头。",
    },
    "heads.timing_efficient_same": {
        "en": "Here the efficient class and the wrapper take about the same time ({ratio_ew}× the "
        "wrapper's). Batching the heads saves the loop over heads, but the efficient class also "
        "does work the wrapper does not: its out_proj (one more d × d matmul), the mask fill over "
        "the whole (b, h, n, n) score tensor, and the `.contiguous()` copy of the context before "
        "the heads are merged.",
        "zh": "这里高效实现和包装器耗时差不多（是包装器的 {ratio_ew} 倍）。把各个头合并成批量计算省掉了对头的循环，"
        "但高效实现还做了包装器没有做的工作：它的 out_proj（多一次 d × d 的矩阵乘法）、在整个 (b, h, n, n) 分数张量上"
        "填充掩码，以及合并各头之前对上下文做的 `.contiguous()` 复制。",
    },
    "heads.timing_efficient_slower": {
        "en": "Here the efficient class is *slower* than the wrapper ({ratio_ew}× the wrapper's time). "
        "Batching the heads saves only the loop over them, which costs little on this device at "
        "this size, while the efficient class does work the wrapper does not: its out_proj (one "
        "more d × d matmul), the mask fill over the whole (b, h, n, n) score tensor, and the "
        "`.contiguous()` copy of the context before the heads are merged. Its advantage is fewer, "
        "larger operations, which pays off mostly on a GPU.",
        "zh": "这里高效实现反而比包装器*慢*（耗时是包装器的 {ratio_ew} 倍）。把各个头合并成批量计算只省掉了对头的循环，"
        "而在这台设备、这个规模下这个循环并不贵；高效实现还做了包装器没有做的工作：它的 out_proj（多一次 d × d 的矩阵乘法）、"
        "在整个 (b, h, n, n) 分数张量上填充掩码，以及合并各头之前对上下文做的 `.contiguous()` 复制。"
        "它的优势在于运算更少、更大，主要在 GPU 上才能体现出来。",
    },
    "heads.timing_sdpa_faster": {
        "en": "`F.scaled_dot_product_attention` is {ratio_es}× faster than the efficient class's own "
        "core: its fused kernel does not materialise the n × n weights.",
        "zh": "`F.scaled_dot_product_attention` 的速度是高效实现自身计算核心的 {ratio_es} 倍：它的融合内核不需要显式生成 "
        "n × n 的权重矩阵。",
    },
    "heads.timing_sdpa_same": {
        "en": "`F.scaled_dot_product_attention` takes about as long as the efficient class's own "
        "core here ({ratio_se}× its time): at this size the projections dominate, not the n × n "
        "weights its fused kernel avoids.",
        "zh": "这里 `F.scaled_dot_product_attention` 与高效实现自己的计算核心耗时差不多（是它的 {ratio_se} 倍）："
        "在这个规模下，主要耗时在各个投影上，而不在融合内核所省掉的 n × n 权重矩阵上。",
    },
    "heads.timing_sdpa_slower": {
        "en": "`F.scaled_dot_product_attention` is slower here ({ratio_se}× the efficient class's "
        "time): on this device and size its fused kernel does not pay for itself.",
        "zh": "这里 `F.scaled_dot_product_attention` 反而更慢（耗时是高效实现的 {ratio_se} 倍）："
        "在这台设备和这个规模下，它的融合内核并不划算。",
    },
    "heads.timing_progress": {"en": "Timing {name}…", "zh": "正在计时 {name}…"},
    "panel.head": {"en": "Head {i}", "zh": "第 {i} 个头"},
    "panel.batched_head": {"en": "{i} @ {i}ᵀ", "zh": "{i} @ {i}ᵀ"},
    "panel.wrapper_out": {"en": "Wrapper output", "zh": "包装器的输出"},
    "panel.mha_out": {"en": "MultiHeadAttention output", "zh": "MultiHeadAttention 的输出"},
    "panel.fused_query": {"en": "Fused W_query.weight", "zh": "合并后的 W_query.weight"},
    "panel.mapping_difference": {"en": "Efficient − wrapper", "zh": "高效实现 − 包装器"},
    "panel.gpt2_parameters": {"en": "Parameters per part", "zh": "各部分的参数量"},
    "panel.scale_right": {"en": "Head 1, ÷ √d_h (d_h = {hd})", "zh": "第 1 个头，除以 √d_h（d_h = {hd}）"},
    "panel.scale_wrong": {"en": "Head 1, ÷ √d_out (d_out = {d_out})", "zh": "第 1 个头，除以 √d_out（d_out = {d_out}）"},
    "panel.merged_heads": {"en": ".contiguous().view(b, n, d_out)", "zh": ".contiguous().view(b, n, d_out)"},
    "panel.timings": {"en": "Milliseconds per forward pass", "zh": "每次前向传播的毫秒数"},
}
