"""The Heads lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    # --- fused QKV (heads lesson) ---
    "heads.step.fused_qkv": "融合的 QKV",
    "heads.step.recap": "回顾：你搭建了什么",
    "heads.text.recap": "**回顾：你搭建了什么。** 点积分数、把分数变成权重的 softmax、√d 缩放、遮住未来的因果掩码、"
        "作用在权重上的 dropout，以及把 d_out 拆开的多个头：合在一起就是多头注意力 `MultiHeadAttention`。按你当前的设置"
        "（d_in {d_in}，d_out {d_out}，{h} 个头），它有 {params} 个参数，把 {in_shape} 映射为 {out_shape}；"
        "第一行 {d_out} 个值中的前 {shown} 个为 {first}。把它的核心换成 `F.scaled_dot_product_attention` 得到同样的输出（最大差值 {diff}）。"
        "这就是 GPT-2 的注意力模块；书的第 4 章会围绕它搭建模型的其余部分。",
    "heads.text.fused_qkv": "**用一个 Linear 同时算 Q、K、V。** 把 W_q、W_k、W_v 堆叠成一个 Linear(d_in, 3·d_out)（左图：它的 {rows}×{cols} 权重），"
        "再用 `.chunk(3, dim=-1)` 把输出分成三份。一次矩阵乘法代替三次，得到的查询、键和值完全相同：最大差值为 {diff}。"
        "许多实现都采用这种融合形式。",
    "panel.fused_weight": "W_qkv.weight",
    "panel.fused_difference": "融合 − 分开（Q | K | V）",
    "title.heads": "多头注意力",
    "heads.limits": "b ≤ 4，n ≤ 256，d_in 和 d_out ≤ 1024，h ≤ 16，且 d_out 必须能被 h 整除。n = 6 且 d_in = 3 时输入是书中的句子；"
        "否则由种子随机生成。热力图最多显示 32 个词元和 4 个头。",
    "widget.b": "批大小 b",
    "widget.n": "词元数 n",
    "widget.d_in": "d_in",
    "widget.d_out_total": "d_out",
    "widget.h": "头数 h",
    "widget.timing_n": "计时用的词元数",
    "widget.timing_button": "在 GPT-2 规模下比较包装器、高效实现与 SDPA 的耗时",
    "heads.step.shape_trace": "形状变化",
    "heads.step.per_head": "每个头的热力图",
    "heads.step.head_scale": "除以 √d_h 而不是 √d_out",
    "heads.step.batched_matmul": "批量矩阵乘法",
    "heads.step.contiguous": "合并各头：view 与 reshape",
    "heads.step.wrapper_vs_mha": "包装器与高效实现",
    "heads.step.mapping": "让两者一致",
    "heads.step.gpt2": "GPT-2 规模",
    "heads.text.head_scale": "**除以 √d_h，而不是 √d_out。** 每个头的分数是 d_h = {hd} 个数的点积，所以每个头除以 √d_h = {sqrt_hd}；"
        "`F.scaled_dot_product_attention` 也是这样做的（与它的最大差值 {sdpa}）。学习者笔记中出现过的一个错误是改为除以 "
        "√embed_dim = √d_out = {sqrt_d}：每个分数又多缩小了 √h = {sqrt_h} 倍，权重因此更平坦（除以 √d_h 时每行最大权重的"
        "平均值为 {peak_right}，除以 √d_out 时为 {peak_wrong}）：每个头的上下文向量最多变化 {ctx_diff}，"
        "模块的输出（合并各头并经过 out_proj 之后）最多变化 {diff}。代码照样能运行，形状也都正确，"
        "所以这个错误不容易被发现。",
    "heads.text.head_scale_one": "**除以 √d_h，而不是 √d_out。** 每个头的分数是 d_h = {hd} 个数的点积，所以每个头除以 √d_h = {sqrt_hd}；"
        "`F.scaled_dot_product_attention` 也是这样做的（与它的最大差值 {sdpa}）。学习者笔记中有时会改为除以 "
        "√embed_dim = √d_out = {sqrt_d}。只有一个头时两者是同一个数（每个头的上下文向量差值 {ctx_diff}，经过 out_proj 后模块输出差值 {diff}）；选择 2 个或更多的头，"
        "就能看到这个错误让权重变得更平坦。",
    "heads.text.head_scale_flat": "**除以 √d_h，而不是 √d_out。** 每个头的分数是 d_h = {hd} 个数的点积，所以每个头除以 √d_h = {sqrt_hd}；"
        "`F.scaled_dot_product_attention` 也是这样做的（与它的最大差值 {sdpa}）。学习者笔记中出现过的一个错误是改为除以 "
        "√embed_dim = √d_out = {sqrt_d}：每个分数又多缩小了 √h = {sqrt_h} 倍，这会让有多个键的行的权重更平坦。"
        "但在当前输入上看不出来：无论用哪种缩放，每行最大权重的平均值都是 {peak_right}，每个头的上下文向量最多变化 {ctx_diff}，"
        "模块的输出（合并各头并经过 out_proj 之后）最多变化 {diff}。"
        "代码照样能运行，形状也都正确，所以这个错误不容易被发现。",
    "heads.text.contiguous": "**把各头合并回来：view 与 reshape。** 注意力之后，上下文的形状是 (b, h, n, d_h)。`.transpose(1, 2)` "
        "把它变成 {shape}，但没有移动任何一个数：它只是交换了步长（stride），得到 {stride}，而同样形状的按行存储张量的步长是 "
        "{stride_c}。`.view` 从不复制数据，只能重新解释已有的内存布局，所以这里 `.view{target}` 会失败：`{error}`。"
        "`.contiguous()` 先把数据复制成按行存储的顺序，之后 `.view` 就能用了；`.reshape` 一步完成同样的事，只在必要时才复制。"
        "两者得到的张量相同（最大差值 {diff}）；书中写的是 `context_vec.contiguous().view(b, num_tokens, self.d_out)`。",
    "heads.text.contiguous_ok": "**把各头合并回来：view 与 reshape。** 注意力之后，上下文的形状是 (b, h, n, d_h)。`.transpose(1, 2)` "
        "把它变成 {shape}，但没有移动任何一个数：它只是交换了步长（stride），得到 {stride}，而同样形状的按行存储张量的步长是 "
        "{stride_c}。`.view` 从不复制数据，但在当前的尺寸下 `.view{target}` 恰好能用，因为 n、h、d_h 中有一个是 1，"
        "要合并的两个维度在内存中仍然是连续排列的。当 n、h、d_h 都大于 1 时（例如 n = 6、d_out = 8、2 个头），它会抛出 RuntimeError"
        "（`view size is not compatible with input tensor's size and stride`）。`.contiguous().view` 和 `.reshape` "
        "总是能用，而且结果一致（最大差值 {diff}）。",
    "heads.text.contiguous_same": "**把各头合并回来：view 与 reshape。** 注意力之后，上下文的形状是 (b, h, n, d_h)。`.transpose(1, 2)` "
        "把它变成 {shape}，但没有移动任何一个数：它交换了头和词元这两个维度的步长（stride），得到 {stride}；"
        "同样形状的按行存储张量的步长是 {stride_c}。这里 `.is_contiguous()` 为 True，所以 `.view{target}` 可以直接用。"
        "当 n 和 h 都大于 1、d_h 也大于 1 时（例如 n = 6、d_out = 8、2 个头），`.view` 会抛出 RuntimeError"
        "（`view size is not compatible with input tensor's size and stride`）。`.contiguous().view` 和 `.reshape` "
        "总是能用，而且结果一致（最大差值 {diff}）。",
    "heads.text.strides_equal": "两组步长完全相同。",
    "heads.text.strides_size1": "两组步长不同，但只在大小为 1 的维度上不同：这样的维度从不需要跨步（它唯一的下标是 0），"
        "所以它的步长无关紧要，`.is_contiguous()` 判断张量是否连续时也会忽略它。",
    "heads.text.shape_trace": "**多头注意力：拆分成多个头只是改变形状。** 一次投影为每个词元生成 d_out = {d_out} 个特征。`.view` 把它们切成 h = {h} "
        "个头，每个头 d_h = {hd} 维；`.transpose(1, 2)` 把头这一维移到词元前面，使每个头成为一个独立的 (n × d_h) 矩阵，"
        "然后一次批量矩阵乘法就能同时算出全部 {h} 个 {n}×{n} 的分数矩阵。之后按相反的步骤还原，再由 `out_proj` 混合各个头。",
    "heads.text.split_ways": "笔记 001 用的是 `.permute(0, 2, 1, 3)` 而不是 `.transpose(1, 2)`：在这些查询上两者结果一致（最大差值 "
        "{perm_diff}）。用 `q.split(d_h, dim=-1)` 拆分则不同：它返回的是一个 {split_type}，里面有 {parts} 个形状为 "
        "{part_shape} 的张量，而不是一个张量，所以对它调用 `.transpose` 会失败（`{split_error}`）；"
        "用 `torch.stack(parts, dim=1)` 才能重新得到 (b, h, n, d_h)（差值 {stack_diff}）。",
    "heads.text.per_head": "**每个头的关注方式不同。** 每个头都有自己那一份 W_q、W_k 和 W_v，因此会算出各自的因果注意力权重。"
        "这里显示 {h} 个头中的 {shown} 个、{n} 个词元中的前 {m} 个，以及批次中的第一个序列。",
    "heads.text.per_head_alike": "**每个头有自己的权重，不过这里有几个恰好相同。** 每个头都有自己那一份 W_q、W_k 和 W_v，"
        "因此会算出各自的因果注意力权重；但在当前输入上，{pairs} 对头（{alike}）的权重在显示的 4 位小数内完全相同（最大差值 {diff}）。"
        "这里显示 {h} 个头中的 {shown} 个、{n} 个词元中的前 {m} 个，以及批次中的第一个序列。",
    "heads.text.per_head_one_token": "**只有一个词元：每个头给它的权重都是 1。** 每个头都有自己那一份 W_q、W_k 和 W_v，但 n = 1 时"
        "因果注意力权重的每一行只有一个键，对一个分数做 softmax 在全部 {h} 个头中都得到 1：这里各个头不可能有不同的关注方式。"
        "这里显示 {h} 个头中的 {shown} 个，以及批次中的第一个序列。选择 2 个或更多的词元，就能看到每个头各自的关注方式。",
    "heads.text.per_head_one": "**只有一个头。** h = 1 时，唯一的头使用完整的 W_q、W_k 和 W_v，只算出一组因果注意力权重。"
        "这里显示 {n} 个词元中的前 {m} 个，以及批次中的第一个序列。选择 2 个或更多的头，就能看到每个头各自的关注方式。",
    "heads.text.batched_matmul": "**批量矩阵乘法 = 对各个头循环。** 对形状为 (1, 2, 3, 4) 的张量 a，`a @ a.transpose(2, 3)` "
        "会对每一对（批次, 头）同时做最后两维的矩阵乘法。逐个头计算得到同样的结果（最大差值为 {diff}）。"
        "注意下标：第一个头是 a[0, 0]，第二个头是 a[0, 1]（它的第一行为 {second_a}；a[0, 1] @ a[0, 1]ᵀ 的第一行为 {second}），而不是再取一次 a[0, 0]——"
        "这是真实笔记中出现过的错误。",
    "heads.text.wrapper_vs_mha": "**同一个参数，不同的含义。** `MultiHeadAttentionWrapper(d_in, {d_out}, …, num_heads={h})` {runs}："
        "每个词元 {wide} 个特征（第一行的前 {shown_w} 个为 {first_w}）。"
        "`MultiHeadAttention(d_in, {d_out}, …, num_heads={h})` 把 d_out 当作总维度，拆成每个 {hd} 维的头："
        "{d_out} 个特征（第一行的前 {shown_m} 个为 {first_m}）。在包装器中 d_out 是每个头的维度，在高效实现中它是总维度。",
    "heads.text.mapping": "**两个类计算的是同一件事。** 取一个有 {h} 个头、每个头 {hd} 维的包装器。把各个头的 W_q 矩阵上下堆叠起来"
        "（左图：合并后的 W_q；W_k、W_v 同理），并把 out_proj 设为单位矩阵，因为包装器只做拼接。这样 d_out = {d_out} "
        "的高效实现就能复现包装器的结果：最大差值为 {diff}（右图）。{matmuls}",
    "heads.phrase.wrapper_runs": "运行 {h} 个完整的、每个大小为 {d_out} 的头，再把它们拼接起来",
    "heads.phrase.wrapper_runs_one": "只运行 1 个大小为 {d_out} 的完整的头，并原样返回它的输出",
    "heads.phrase.matmuls": "高效实现只是用一次矩阵乘法完成了包装器用 {h} 次完成的工作。",
    "heads.phrase.matmuls_one": "只有一个头时两者都只做一次矩阵乘法：两个类的区别只在 out_proj，这里它是单位矩阵。",
    "heads.text.gpt2": "**最小的 GPT-2。** 输入和输出都是 768 维，12 个头，每个 64 维，上下文长度 1024。在书中 qkv_bias=False 的类里"
        "（练习 3.3），W_q、W_k、W_v 各有 768 × 768 个权重，out_proj 有 768 × 768 + 768 个：一共 {total} 个参数。"
        "真正的 GPT-2 在 Q、K、V 上也有偏置（qkv_bias=True）：多 {extra} 个，一共 {total_bias} 个。仅注意力矩阵本身，"
        "在 b = {b} 且上下文填满时就有 b·h·n² = {b}·12·1024² 个 float32 数值：每层 {mib} MiB，并随上下文长度的平方增长。"
        "你当前的设置（d_in {d_in}，d_out {d_out}，{h} 个头）有 {mine} 个参数。"
        "点击下面的按钮，在这台机器上比较各实现的耗时。",
    "heads.timing_result": "**在 {device} 上的耗时**（b = {b}，n = {n}，d = {d}，{h} 个头；三者轮流运行，各取 {runs} 次运行的中位数，每次都是完整的一次前向传播）：包装器 {wrapper} ms，"
        "高效实现 {efficient} ms，使用 `F.scaled_dot_product_attention` 的高效实现 {sdpa} ms。",
    "heads.timing_efficient_faster": "这里高效实现的速度是包装器的 {ratio_we} 倍：包装器逐个运行各个头，高效实现用一次批量矩阵乘法算出所有头。",
    "heads.timing_efficient_same": "这里高效实现和包装器耗时差不多（是包装器的 {ratio_ew} 倍；两者的各次运行时间相互重叠，差别在这台机器的波动之内）。把各个头合并成批量计算省掉了对头的循环，"
        "但高效实现还做了包装器没有做的工作：它的 out_proj（多一次 d × d 的矩阵乘法）、在整个 (b, h, n, n) 分数张量上"
        "填充掩码，以及合并各头之前对上下文做的 `.contiguous()` 复制。",
    "heads.timing_efficient_slower": "这里高效实现反而比包装器*慢*（耗时是包装器的 {ratio_ew} 倍）。把各个头合并成批量计算只省掉了对头的循环，"
        "而在这台设备、这个规模下这个循环并不贵；高效实现还做了包装器没有做的工作：它的 out_proj（多一次 d × d 的矩阵乘法）、"
        "在整个 (b, h, n, n) 分数张量上填充掩码，以及合并各头之前对上下文做的 `.contiguous()` 复制。"
        "它的优势在于运算更少、更大，主要在 GPU 上才能体现出来。",
    "heads.timing_sdpa_faster": "以 `F.scaled_dot_product_attention` 为核心时，高效实现的速度是用它自己的核心时的 {ratio_es} 倍（两者的运行时间不重叠）："
        "一个融合内核取代了分数矩阵乘法、掩码填充、softmax 和加权求和，也从不保存 n × n 的权重矩阵。",
    "heads.timing_sdpa_same": "这里以 `F.scaled_dot_product_attention` 为核心时，高效实现与用它自己的核心时耗时差不多（是后者的 {ratio_se} 倍；两者的运行时间相互重叠）："
        "在这个规模下，融合内核省下的时间淹没在整个前向传播每次运行的波动之中。",
    "heads.timing_sdpa_slower": "这里以 `F.scaled_dot_product_attention` 为核心时，高效实现反而更慢（耗时是用它自己的核心时的 {ratio_se} 倍，且两者的运行时间不重叠）："
        "在这台设备和这个规模下，融合内核并不划算。",
    "heads.timing_progress": "正在计时 {name}…",
    "heads.lines_caption": "同样的权重画成连线图，每张热力图对应一幅：左边每个查询词元连向右边它关注的键词元，"
        "线越粗权重越大（小于 0.01 的权重不画）。把鼠标移到一个词元上，只显示它的连线。",
    "panel.head": "第 {i} 个头",
    "panel.batched_head": "{i} @ {i}ᵀ",
    "panel.wrapper_out": "包装器的输出",
    "panel.mha_out": "MultiHeadAttention 的输出",
    "panel.fused_query": "合并后的 W_query.weight",
    "panel.mapping_difference": "高效实现 − 包装器",
    "panel.gpt2_parameters": "各部分的参数量",
    "panel.scale_right": "第 1 个头，除以 √d_h（d_h = {hd}）",
    "panel.scale_wrong": "第 1 个头，除以 √d_out（d_out = {d_out}）",
    "panel.merged_heads": ".contiguous().view(b, n, d_out)",
    "panel.timings": "每次前向传播的毫秒数",
    # --- predictions (questions.py) ---
    "predict.heads.weights": "b = {b}，n = {n}，h = {h} 个头，每个头 d_h = {hd}。所有头的注意力权重的形状是什么？",
    "predict.heads.weights_why": "(b, h, n, n) = ({b}, {h}, {n}, {n})：每个序列的每个头各有一个 n × n 矩阵。",
    "predict.heads.transpose": "a 的形状是 {shape}。a @ a.transpose(2, 3) 的形状是什么？",
    "predict.heads.transpose_why": "转置把最后两维交换成 (1, 2, 4, 3)；矩阵乘法对 1 × 2 个（批次, 头）中的每一个计算 (3 × 4) 乘 (4 × 3)。",
    "predict.heads.view": "`.transpose(1, 2)` 之后上下文的形状是 {shape}。不调用 `.contiguous()`，`.view{target}` 能成功吗？",
    "predict.heads.view_why": "`.view` 只是重新解释内存：转置之后，除非 n、h、d_h 中有一个是 1，否则会失败。`.reshape` 或 "
        "`.contiguous().view` 总是能用。",
    "predict.heads.wrapper": "MultiHeadAttentionWrapper(d_in, d_out={d_out}, …, num_heads={h})：它为每个词元输出多少个特征？",
    "predict.heads.wrapper_why_one": "{width}：包装器只运行 {h} 个 d_out = {d_out} 的完整头，原样返回它的输出（没有什么可拼接的）。",
    "predict.heads.wrapper_why": "{width}：包装器运行 {h} 个完整的头，每个 d_out = {d_out}，再把它们拼接起来。",
}
