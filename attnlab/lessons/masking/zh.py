"""The Masking lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.masking": "掩码",
    "masking.limits": "最多 64 个词元、512 维；被修改词元的变化量在 ±100 以内；大负数填充值在 −1e30 到 −1 之间。"
        "权重使用 nn.Linear 投影（种子 789 = 书中数值）。",
    "widget.edit_token": "无泄漏检查：要修改的词元",
    "widget.delta": "给它的每个坐标加上",
    "widget.pads": "填充位置",
    "widget.fill": "大负数填充值",
    "widget.heads": "头数 h（用于广播演示）",
    "masking.step.unmasked": "未加掩码的权重",
    "masking.step.way_a": "方法 A：置零后重新归一化",
    "masking.step.way_b": "方法 B：softmax 前填 −∞",
    "masking.step.no_leak": "没有信息泄漏",
    "masking.step.mistake": "常见错误",
    "masking.step.conventions": "三种掩码约定",
    "masking.step.padding": "填充掩码",
    "masking.step.fully_masked": "整行被遮住",
    "masking.step.causal_class": "CausalAttention 类",
    "masking.text.unmasked": "**加掩码之前。** 这是和第 {scores_lesson} 课一样的自注意力权重，投影使用种子为 {seed} 的 nn.Linear。每个词元都会关注"
        "所有词元，包括句子中排在它后面的词元。第一行为 {first}。预测下一个词元的语言模型不能提前看到它，"
        "所以上三角部分必须去掉。",
    "masking.text.way_a": "**方法 A。** 先得到 softmax 权重，再乘以一个由 1 组成的下三角矩阵，把所有指向后面词元的权重置零，"
        "然后让每一行除以新的行和（相除之前各行之和为 {sums}）。“{query}”这一行变成 {row}：它只能看到前 {seen} 个词元。",
    "masking.text.way_a_one": "**方法 A。** 先得到 softmax 权重，再乘以一个由 1 组成的下三角矩阵，把所有指向后面词元的权重置零，"
        "然后让每一行除以新的行和（相除之前各行之和为 {sums}）。只有一个词元时没有需要遮住的未来：“{query}”保持 {row}。"
        "多加几行就能看到掩码的作用。",
    "masking.text.way_b": "**方法 B。** 在分数矩阵对角线以上填入 −∞（左图中的空白格），再做一次 softmax：exp(−∞) = 0，"
        "未来的词元得到的权重恰好为零，而且每行之和已经是 1。只需一次 softmax 而不是两步，结果相同：“{query}”"
        "这一行在它能看到的 {seen} 个词元上为 {row}（之后的词元都得到 0），与方法 A 的最大差值为 {diff}。",
    "masking.text.way_b_differs": "**方法 B。** 在分数矩阵对角线以上填入 −∞（左图中的空格），再做一次 softmax：exp(−∞) = 0，"
        "未来的词元得到的权重恰好为 0，每行之和已经是 1。在精确运算中方法 A 的结果与此相同，但这里不同：最大差异为 {diff}，"
        "方法 A 有 {nan} 行是 NaN。方法 A 第一次 softmax 之后，某些行几乎把全部权重给了后面的词元，过去位置的权重下溢"
        "（变成 0，或只剩几位有效数字），再重新归一化就得到 0 / 0 或噪声。方法 B 从不去除这么小的数：“{query}”这一行在它能看到的 {seen} 个词元上为 {row}（之后的词元都得到 0）。",
    "masking.text.no_leak": "**没有信息泄漏。** 方法 A 是在一次看到了未来分数的 softmax 之后再把权重置零的；重新归一化之后，"
        "未来的信息还会残留吗？动手检验：给第 {t} 个词元（“{token}”）的每个坐标加上 {delta}，用方法 A 重新计算因果上下文向量"
        "（左图）。它之前的各行最多变化 {earlier}，从它开始的各行最多变化 {later}。{earlier} 并不严格为 0：未来的分数确实进入过 "
        "softmax 的分母，再把它约掉只在 float32 的舍入误差范围内精确（相对精度 {eps}）。这是舍入误差，不是泄漏："
        "在精确运算中变化为 0，也不含后面词元的任何可用信息。方法 B（右图）从不让未来的分数进入计算：它之前的各行变化为 {earlier_b}。",
    "masking.text.no_leak_exact": "**没有信息泄漏。** 方法 A 是在一次看到了未来分数的 softmax 之后再把权重置零的；重新归一化之后，"
        "未来的信息还会残留吗？动手检验：给第 {t} 个词元（“{token}”）的每个坐标加上 {delta}，用方法 A 重新计算因果上下文向量"
        "（左图）。它之前的各行变化为 {earlier}，从它开始的各行最多变化 {later}。未来的分数进入过 softmax 的分母，"
        "但除以新的行和时被约掉了；这里连 float32 的舍入误差（相对精度 {eps}）也恰好完全抵消。"
        "方法 B（右图）从不让未来的分数进入计算：它之前的各行变化为 {earlier_b}。",
    "masking.text.no_leak_first": "**没有信息泄漏。** 方法 A 是在一次看到了未来分数的 softmax 之后再把权重置零的；重新归一化之后，"
        "未来的信息还会残留吗？要检验这一点，就修改一个词元，再观察它*之前*的各行。你选的是第 {t} 个词元（“{token}”），"
        "也就是第一个，它之前没有任何行可以观察：每一行都会变化（最多 {later}）。请选一个靠后的词元。",
    "masking.text.no_leak_broken": "**真的没有信息泄漏吗？** 方法 A 是在一次已经看到未来分数的 softmax 之后再把权重清零；"
        "重新归一化之后，未来的信息还会留下来吗？试一试：给第 {t} 个词元（“{token}”）的每个坐标加上 {delta}，用方法 A 重新计算"
        "因果上下文向量（左图）。它之前的行变化了 {earlier}（NaN 也算变化）：这里未来的词元*确实*改变了过去。在精确运算中变化为 0，"
        "但在 float32 下方法 A 会出错：第一次 softmax 之后，前面的某一行几乎把全部权重给了后面的词元，过去位置的权重下溢"
        "（变成 0，或只剩几位有效数字），重新归一化就得到 0 / 0 = NaN，或是取决于未来的噪声。这正是实际中使用方法 B（右图）"
        "的原因：它从不让未来的分数进入计算，之前的行变化为 {earlier_b}。",
    "masking.text.no_leak_nan_rows": "（方法 A 的上下文向量中有 {nan} 行是 NaN（修改前或修改后）：那里过去位置的权重下溢为 0，"
        "重新归一化得到 0 / 0；方法 B 没有这样的行。修改前后都是 NaN 的元素算作没有变化，由数变成 NaN 或由 NaN 变成数的算作变化。）",
    "masking.text.mistake": "**常见错误。** 把分数乘以掩码，会把未来的分数变成 0，而不是 −∞。但是 exp(0) = 1，所以未来的键"
        "仍然会得到权重：第一个词元（“{first}”）把 {leaked} 的注意力分给了它不该看到的词元，所有行加起来泄漏了 "
        "{total}。掩码要通过填充 −∞（或一个很大的负数）来实现，绝不能直接乘到分数上。",
    "masking.text.mistake_one": "**常见错误。** 把分数乘以掩码会把未来的分数设为 0 而不是 −∞，而 exp(0) = 1，所以未来的键仍会得到权重。"
        "只有一个词元时没有可泄漏到的未来键：多加几行就能看到。掩码要用填充 −∞（或一个很小的负数）的方式，绝不要用乘法。",
    "masking.text.mistake_none": "**常见错误。** 把分数乘以掩码会把未来的分数设为 0 而不是 −∞，而 exp(0) = 1，所以未来的键通常仍会得到权重。"
        "这里的第一行却没有：它自己的分数太大，exp(0 − max) 在 float32 下下溢为 0，所以“{first}”给后面词元的注意力为 {leaked}；"
        "所有行加起来泄漏 {total}。分数正常时就会泄漏：掩码要用填充 −∞（或一个很小的负数）的方式，绝不要用乘法。",
    "masking.text.conventions": "**三种掩码约定。** 同一个因果模式有三种写法，把它们弄混是常见的错误。`masked_fill` 约定 True = 遮住"
        "（左图：`triu(ones, 1)`）。很多笔记用 1 = 保留（中图：`tril(ones)`），再在 `mask == 0` 的位置填充：得到的权重相同"
        "（最大差值 {notebook_diff}）。`F.scaled_dot_product_attention` 的布尔 `attn_mask` 含义正好相反，True = 可以关注，"
        "所以要传入 `~mask`：这样结果也一致（{sdpa_diff}）。如果把 `masked_fill` 用的掩码原样传给它（右图），因果关系就反过来了："
        "“{first}”把 {future} 的注意力分给了后面的词元，而“{last}”一个键都没有剩下（它那一行为 {last_row}）。",
    "masking.text.conventions_one": "**三种掩码约定。** `masked_fill` 约定 True = 遮住，很多笔记用 1 = 保留并在 `mask == 0` 的位置填充，"
        "而 `F.scaled_dot_product_attention` 的布尔 `attn_mask` 约定 True = 可以关注，所以要传入 `~mask`。"
        "只有一个词元时因果掩码什么也不遮，正确的约定彼此一致（差值为 {notebook_diff} 和 {sdpa_diff}）。"
        "但如果把 `masked_fill` 的掩码原样交给 SDPA（右图），它的 False 表示“不可关注”：唯一的键被遮住，"
        "“{last}”一个键也没有，输出行变成 {last_row}，而不是 [1.0000]。",
    "masking.text.padding": "**填充。** 一个批次中的句子长短不一，较短的句子需要填充。",
    "masking.text.padding_batch": "这里批次中有两个序列：序列 1 使用全部 {n} 个词元，序列 2 只有 {real} 个真实词元，填充位置为：{pads}。",
    "masking.text.padding_batch_none": "这里批次中有两个序列，各有 {n} 个词元，都没有填充。",
    "masking.text.padding_batch_all": "这里批次中有两个序列：序列 1 使用全部 {n} 个词元，序列 2 的每个位置都是填充。",
    "masking.text.padding_mechanism": "键填充掩码标记被填充的*键*（列），因为真实词元不应该关注填充。它的形状从 (b, n) = (2, {n}) 变为 "
        "(b, 1, 1, n)，再广播到全部 {h} 个头和 {n} 个查询上：每个序列一行掩码，所有头共用。它与因果掩码做逻辑或。"
        "被填充的*查询*（行）则是另一回事：它们的输出直接被忽略，所以我们在之后把它们置零（右图），"
        "而不是在 softmax 里遮住它们。",
    "masking.text.padding_none": "没有填充时两个序列的权重完全相同：勾选几个填充位置就能看到掩码的作用。",
    "masking.text.padding_all": "序列 2 的每个位置都是填充，没有剩下任何真实词元：它的所有行都被置零。取消勾选一个位置，就能保留一个真实词元。",
    "masking.text.padding_causal_none": "注意：有因果掩码时，这些填充对真实词元没有任何影响（最大变化 {causal_change}）：所有填充都排在它们后面，"
        "而因果掩码本来就遮住了后面的位置。",
    "masking.text.padding_start_some": "如果同样的 {k} 个填充放在开头，它们后面的真实词元的权重最多会变化 {start_change}：在这里，开头的填充确实有影响。",
    "masking.text.padding_start_zero": "即使把同样的 {k} 个填充放在开头，真实词元的权重也只变化 {start_change}：在这组分数下，它们给填充的权重在 float32 下下溢为 0。",
    "masking.text.padding_causal_some": "这里的填充确实改变了真实词元的权重，最大变化 {causal_change}：有真实词元排在填充之后，"
        "如果没有键填充掩码，它就会关注这个填充。",
    "masking.text.padding_causal_zero": "这里确实有真实词元排在填充之后，但它在 float32 下给填充位置的权重本来就是 0（exp 下溢了），"
        "所以键填充掩码让它的权重变化了 {causal_change}：掩码仍然是必要的，只是这些分数恰好没有显示出来。",
    "masking.text.padding_open": "如果没有因果掩码（例如编码器，每个词元都能看到所有词元），同样的填充会让真实词元的权重最多变化 {open_change}。",
    "masking.text.fully_masked": "**整行被遮住。** 如果某个查询的整行都被遮住（这里是序列 2 中的 {rows} 行：在 softmax 中被遮住的填充查询），"
        "全部为 −∞ 会得到 0 / 0 = NaN，于是有 {nan} 行变成 NaN（左图中的空白行）。NaN 会扩散到之后的每一层和损失中。"
        "改用 {fill} 填充不会产生 NaN，但会得到均匀的一行（{uniform}）：填充词元悄悄地关注了所有词元。"
        "正确的做法（右图）：用 −∞ 遮住，然后把完全没有可用键的行设为 0。",
    "masking.text.fully_masked_none": "**整行被遮住。** 如果某个查询的整行都被遮住（在 softmax 中被遮住的填充查询），这一行全是 −∞，"
        "0 / 0 = NaN 会扩散到之后的每一层。现在没有填充位置，所以没有整行被遮住的行，也没有行变成 NaN："
        "勾选几个填充位置就能看到，以及修正方法（右图）：用 −∞ 遮住，再把没有可用键的行设为 0。",
    "masking.text.fully_masked_tight": "在其他行中，填充值 {fill} 的效果与 −∞ 相同：被遮住的键在一行中最多只得到 {leak} 的权重。",
    "masking.text.fully_masked_unjudged": "这里看不出填充值 {fill} 是否足够小：没有哪一行同时有要保留的键和要遮住的键"
        "（只有一个词元时什么都没被遮住；所有位置都是填充时没有剩下的键）。至少保留两个真实词元才能测出来。",
    "masking.text.fully_masked_fp16_unjudged": "float16 能表示的最小负数是 {f16_min}；{fill} 在这个范围内（存为 float16 是 "
        "{converted}），但由于没有哪一行同时有要保留的键和要遮住的键，这些输入也无法说明它在半精度下是否足够小。",
    "masking.text.fully_masked_leak": "注意：{fill} 不够小。在还有可用键的行中，被遮住的键仍然最多得到一行中 {leak} 的权重（中图）：有可用键的 {live} 行中有 {leaky} 行在泄漏。"
        "填充值必须远小于所有真实的分数。",
    "masking.text.fully_masked_fp16": "float16 能表示的最小负数是 {f16_min}；{fill} 在这个范围内（存为 float16 是 {converted}），这个填充值在半精度下也能用"
        "（用这些分数实测，分数和填充值都以 float16 存储，softmax 像自动混合精度那样用 float32 计算：被遮住的键在一行中最多得到 {half_leak} 的权重，不超过 {limit}）。",
    "masking.text.fully_masked_fp16_leaky": "float16 能表示的最小负数是 {f16_min}；{fill} 在这个范围内（存为 float16 是 {converted}），但在半精度下它会泄漏"
        "（用这些分数实测，分数和填充值都以 float16 存储，softmax 像自动混合精度那样用 float32 计算：被遮住的键在一行中最多得到 {half_leak} 的权重，超过 {limit}）。",
    "masking.text.fully_masked_fp16_scores": "float16 能表示的最小负数是 {f16_min}；{fill} 能放进去，但在半精度下，这个填充值"
        "对这些分数不起作用（实测：分数和填充值都以 float16 存储）：分数超出了 float16 的范围，含 inf 的行经过 softmax 得到 NaN。",
    "masking.text.fully_masked_no_fp16_inf": "而且 {fill} 根本写不进 float16 张量，因为 float16 能表示的最小负数是 {f16_min}："
        "`masked_fill` 会报溢出错误，直接转换（`torch.tensor(fill).half()`）则得到 {converted}，又回到 NaN。"
        "所以很多库使用 `torch.finfo(scores.dtype).min` 作为填充值，也就是分数当前数据类型能表示的最小负数。",
    "masking.text.fully_masked_no_fp16_rounds": "而且 `masked_fill` 无法把 {fill} 写进 float16 张量：它拒绝任何低于 float16 最小负数 "
        "{f16_min} 的值，会报溢出错误。直接转换（`torch.tensor(fill).half()`）则会舍入到最近的 float16 值 "
        "{converted}（实测）：只略超出范围的值会舍入到它，更远的才变成 −∞。"
        "所以很多库使用 `torch.finfo(scores.dtype).min` 作为填充值，也就是分数当前数据类型能表示的最小负数。",
    "masking.text.causal_class": "**书中的 CausalAttention。** 把上面的内容打包成一个模块，输入是一个批次 (b, n, d_in)：这里和书中一样，"
        "把句子复制两份。有三个细节：掩码用 `register_buffer` 按最长的上下文（{ctx} 个词元）只创建一次，`forward` "
        "再把它截取到实际输入的 {n} 个词元：`self.mask.bool()[:n, :n]`。缓冲区会保存在 state_dict 中，但不是参数："
        "这个模块有 {params} 个可训练参数，缓冲区为：{buffers}。另外 `.to(device)` 会把缓冲区和参数一起移动："
        "执行 `.to(torch.float64)` 之后掩码变成了 {dtype}；如果掩码只是普通属性，它会留在 CPU 上，第一次在 GPU 上前向传播"
        "就会因设备不一致而报错。它的输出与方法 B 的上下文向量相同（最大差值 {diff}）；第一行为 {first}。",
    "panel.zeroed_weights": "权重 × tril(1)",
    "panel.renormalized": "重新归一化后",
    "panel.scores_neg_inf": "填入 −∞ 的分数",
    "panel.weights_causal": "因果注意力权重",
    "panel.context_difference_a": "上下文向量的变化（方法 A）",
    "panel.context_difference_b": "上下文向量的变化（方法 B）",
    "panel.mask_hidden": "masked_fill：True = 遮住",
    "panel.mask_keep": "tril(ones)：1 = 保留",
    "panel.sdpa_wrong": "把 masked_fill 的掩码传给 SDPA",
    "panel.sequence_1": "序列 1（无填充）",
    "panel.sequence_2_keys": "序列 2：因果 + 键填充",
    "panel.causal_class_out": "CausalAttention(x)[1]",
    "panel.wrong_multiply": "错误：softmax(S × 掩码)",
    "panel.key_and_query_padding": "序列 2：填充查询置零",
    "panel.with_neg_inf": "−∞（NaN 行）",
    "panel.with_large_negative": "大负数（均匀行）",
    "panel.safe_fix": "修正：空行设为 0",
    # --- predictions (questions.py) ---
    "predict.masking.sums": "把所有指向后面词元的权重置零（在重新归一化之前）。每一行之和还是 1 吗？",
    "predict.masking.sums_why_not": "不是：各行之和为 {sums}，并不都等于 1。只有原本没有分给后面词元任何权重的行才能保留全部权重（最后一行后面没有词元），所以每个小于 1 的行都要除以新的行和。",
    "predict.masking.sums_why_one": "是的：各行之和为 {sums}，在 float32 下每一行都恰好是 1。只有原本没有分给后面词元任何权重的行才能保留全部权重（最后一行后面没有词元）；一般来说，每个小于 1 的行都要除以新的行和。",
    "predict.masking.multiply": "把分数乘以因果掩码（未来位置为 0），而不是填入 −∞。“{first}”还会把权重分给后面的词元吗？",
    "predict.masking.multiply_why": "“{first}”把 {leaked} 的权重分给了后面的词元：分数 0 经过 exp 变成 1，而不是 0。",
    "predict.masking.multiply_none_why": "“{first}”给后面词元的权重为 {leaked}：分数 0 经过 exp 变成 1，但这里（或只有一个词元时）"
        "要么没有可泄漏到的词元，要么它自己的分数太大，exp(0 − max) 在 float32 下下溢为 0。",
    "predict.masking.padding": "序列 2 的填充位置为：{pads}。在有因果掩码的情况下，键填充掩码会改变其中真实词元的权重吗？",
    "predict.masking.padding_why": "最大变化：{change}。当没有任何真实词元排在填充之后时它为 0，因为因果掩码本来就遮住了后面的位置；"
        "真实词元给填充位置的权重在 float32 下本来就是 0 时，它也为 0。",
}
