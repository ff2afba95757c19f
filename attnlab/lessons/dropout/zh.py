"""The Dropout lesson's strings in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "title.dropout": "Dropout",
    "dropout.limits": "p 在 [0, 0.99] 内；K 最多 1000 次。具体的 dropout 掩码取决于平台和 torch 版本，所以书中打印的 0 和 2 "
        "的分布不一定与你的一致；但取值（0 或 1/(1−p)）及其平均值是一致的。",
    "widget.p": "dropout 率 p",
    "widget.draws": "抽样次数 K（用于“期望保持不变”这一步）",
    "widget.dropout_seed": "dropout 掩码的随机种子",
    "widget.dropout_row": "要观察的查询行（对注意力权重做 dropout 时）",
    "dropout.step.ones": "对全 1 矩阵做 dropout",
    "dropout.step.weights": "对注意力权重做 dropout",
    "dropout.step.train_eval": "训练与推理",
    "dropout.step.expectation": "期望保持不变",
    "dropout.step.row_sums": "行和不再为 1",
    "dropout.text.ones": "**对全 1 矩阵做 dropout。** 每个元素以 1 − p 的概率保留，否则被丢弃（置为 0）。保留下来的元素乘以 "
        "1/(1 − p) = {survivor}，使平均值保持不变。这一次抽样保留了 {total} 个元素中的 {kept} 个（平均应为 {expected} 个）。",
    "dropout.text.weights": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：它的 {live} 个非零权重中，"
        "有 {kept} 个保留下来并乘以 {survivor}，其余 {dropped} 个变为 0。",
    "dropout.text.weights_all": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：这一次它的 {live} "
        "个非零权重全部保留下来，并乘以 {survivor}。",
    "dropout.text.weights_try_another": "换一行或换一个种子，就能看到被丢弃的权重。",
    "dropout.text.weights_raise_p": "p = 0 时，无论哪一行、哪个种子，dropout 都不会丢弃任何权重：调大 p 才能看到被丢弃的权重。",
    "dropout.text.weights_lost": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：它的 {live} "
        "个非零权重全部被丢弃了。一次抽样中，一个查询可能失去所有权重；这一步训练中它的上下文向量就是零"
        "（保留下来的权重本应乘以 {survivor}）。",
    "dropout.text.not_nn_dropout": "本应用用带种子的 torch.Generator 自己抽取伯努利掩码，所以用这个种子的每位学习者看到的抽样都相同。"
        "`nn.Dropout` 用自己的内核、从全局随机数生成器抽样：同一个种子下它的掩码不一定与这里相同，但取值（0 或 {survivor}）"
        "及其期望是一样的。",
    "dropout.text.train_eval": "**训练与推理。** dropout 只在训练时起作用。在推理模式（`model.eval()`）下它是恒等映射：权重原样通过"
        "（最大差值为 {same}）。因为训练时保留的元素已经乘过 1/(1 − p)，所以推理时不需要再做任何缩放。",
    "dropout.text.fresh_train": "模块创建时处于训练模式：刚创建的 `nn.Dropout({p})` 的 `.training` 为 {fresh}，新建的 "
        "`MultiHeadAttention` 及其 dropout 也一样（{block}）。不调用 `.eval()` 就直接使用，dropout 就是开着的："
        "保留下来的元素乘以 1/(1 − p) = {survivor}。这就是为什么笔记 002 用 p = 0.1 创建模块后立刻打印权重，"
        "看到的是 1.1111。调用 `.eval()` 之后这个标志为 {after_eval}，dropout 会原样返回权重（最大差值 {eval_diff}）。",
    "dropout.text.expectation": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "{k} 次之后最大差值为 {err}，比只抽一次时的 {first} 小（左图）。在多次重复的平均意义上，它大致按 1/√K 减小；"
        "单次运行的曲线会在这个趋势上下波动。这正是乘以 1/(1 − p) 是正确修正的原因。",
    "dropout.text.expectation_one": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "K = 1 时还没有什么可平均的：这一次抽样与权重的最大差值为 {err}。在多次重复的平均意义上，差值大致按 1/√K 减小；"
        "把 K 调大，就能在左图中看到它的变化。这正是乘以 1/(1 − p) 是正确修正的原因。",
    "dropout.text.expectation_noisy": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "{k} 次之后最大差值为 {err}，并不比只抽一次时的 {first} 小（左图）：p = {p} 时，少数几次随机抽样的平均可能很不理想。"
        "大致按 1/√K 减小说的是多次重复的平均情况，并不保证每一次运行都如此；可以增加抽样次数或换一个种子试试。"
        "期望本身仍然恰好等于原来的权重，这正是乘以 1/(1 − p) 是正确修正的原因。",
    "dropout.text.expectation_noisy_max": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "{k} 次之后最大差值为 {err}，并不比只抽一次时的 {first} 小（左图）：p = {p} 时，少数几次随机抽样的平均可能很不理想。"
        "大致按 1/√K 减小说的是多次重复的平均情况，并不保证每一次运行都如此；本课最多抽样 {max_draws} 次，可以换一个种子试试。"
        "期望本身仍然恰好等于原来的权重，这正是乘以 1/(1 − p) 是正确修正的原因。",
    "dropout.text.expectation_p0": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "p = {p} 时什么都不会被丢弃，所以 {k} 次之后差值为 {err}，从第一次起就是如此。把 p 调大就能看到平均值逐渐收敛。",
    "dropout.text.row_sums_kept": "**一般来说，行和不再为 1。** dropout 之后，一行权重之和只在平均意义上为 1。这次抽样中各行之和为 {sums}："
        "p = {p} 时什么都没有被丢弃，保留元素的缩放因子 1/(1 − p) 在 float32 下恰好是 {survivor}，所以每一行都保持原来的和。把 p 调大，就能看到行和偏离 1。",
    "dropout.text.row_sums_scaled": "**行和不再为 1。** dropout 之后，一行权重之和只在平均意义上为 1。这次抽样中什么都没有被丢弃（p = {p}），"
        "但每个权重都乘以了 1/(1 − p)，它在 float32 下是 {survivor}，不是 1：各行之和为 {sums}。只有在平均意义上行和才仍为 1。",
    "dropout.text.row_sums_softmax": "（dropout 之前，各行在 float32 下之和为 {before}：softmax 本身的舍入已经让其中一些行不完全等于 1。）",
    "dropout.text.row_sums": "**行和不再为 1。** dropout 之后，这次抽样中各行权重之和为 {sums}，而不是 1。只有在平均意义上行和才仍为 1。"
        "这是正常的，也没有害处：dropout 是训练时加入的噪声，而不是一个新的概率分布。",
    "panel.dropout_ones": "dropout(全 1 矩阵)，p = {p}",
    "panel.after_dropout": "dropout 之后，p = {p}",
    "panel.train_mode": "model.train()",
    "panel.eval_mode": "model.eval()",
    "panel.error_vs_k": "K 次之后的最大 |平均 − w|",
    "panel.mean_of_draws": "各次抽样的平均",
    "panel.row_sums": "dropout 后的行和",
    # --- predictions (questions.py) ---
    "predict.dropout.value": "p = {p} 时，一个值为 1 的权重如果被保留下来，dropout 之后它是多少？",
    "predict.dropout.value_why": "{value} = 1 / (1 − p)：保留下来的元素被放大，使平均值保持不变。",
    "predict.dropout.value_why_p0": "{value} = 1 / (1 − p)，其中 p = 0：什么都不会被丢弃，每个权重都乘以 1，保持不变。",
    "predict.dropout.eval": "在推理模式（`model.eval()`）下，p = {p} 的 dropout 会让权重完全保持不变吗？",
    "predict.dropout.eval_why": "推理模式下 dropout 是恒等映射；训练时乘以 1/(1 − p) 已经保持了期望。",
    "predict.dropout.sums": "这次 dropout 抽样之后（p = {p}），第 {r} 行（“{query}”）之和还是 1 吗？",
    "predict.dropout.sums_why_one": "是的：在 float32 下它的和恰好是 {sum}。dropout 只在平均意义上保持行和，一次抽样并不保证；这次抽样恰好保持了。",
    "predict.dropout.sums_why_not": "不是：它的和是 {sum}，不是 1。dropout 只在平均意义上保持行和，一次抽样并不保证。",
    "predict.dropout.sums_why_unchanged": "dropout 没有改变这一行：这次抽样中这一行没有任何元素被丢弃，而 1/(1 − p) 在 float32 下恰好是 1，"
        "所以它的和是 {sum}，也就是 dropout 之前 softmax 给出的和。",
    "predict.dropout.sums_before": "（dropout 之前，这一行在 float32 下之和为 {before}：softmax 本身的舍入。）",
}
