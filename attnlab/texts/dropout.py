"""Strings of the Dropout lesson, English and Chinese."""

STRINGS: dict[str, dict[str, str]] = {
    "title.dropout": {"en": "Dropout", "zh": "Dropout"},
    "dropout.limits": {
        "en": "p in [0, 0.99]; K up to 1000 draws. Exact dropout masks depend on the platform and "
        "the torch version, so the book's printed pattern of 0s and 2s need not match yours; the "
        "values (0 or 1/(1−p)) and their average do.",
        "zh": "p 在 [0, 0.99] 内；K 最多 1000 次。具体的 dropout 掩码取决于平台和 torch 版本，所以书中打印的 0 和 2 "
        "的分布不一定与你的一致；但取值（0 或 1/(1−p)）及其平均值是一致的。",
    },
    "widget.p": {"en": "Dropout probability p", "zh": "丢弃概率 p"},
    "widget.draws": {"en": "Number of draws K (expectation step)", "zh": "抽样次数 K（用于“期望保持不变”这一步）"},
    "widget.dropout_seed": {"en": "Seed for the dropout masks", "zh": "dropout 掩码的随机种子"},
    "widget.dropout_row": {"en": "Query row to follow (dropout on attention weights)",
                           "zh": "要观察的查询行（对注意力权重做 dropout 时）"},
    "dropout.step.ones": {"en": "Dropout on ones", "zh": "对全 1 矩阵做 dropout"},
    "dropout.step.weights": {"en": "On attention weights", "zh": "对注意力权重做 dropout"},
    "dropout.step.train_eval": {"en": "Train vs eval", "zh": "训练与推理"},
    "dropout.step.expectation": {"en": "The expectation is kept", "zh": "期望保持不变"},
    "dropout.step.row_sums": {"en": "Rows no longer sum to 1", "zh": "行和不再为 1"},
    "dropout.text.ones": {
        "en": "**Dropout on a matrix of ones.** Each entry is kept with probability 1 − p and dropped "
        "(set to 0) otherwise. The survivors are scaled by 1/(1 − p) = {survivor} so that the "
        "average stays the same. This draw kept {kept} of {total} entries (on average "
        "{expected}).",
        "zh": "**对全 1 矩阵做 dropout。** 每个元素以 1 − p 的概率保留，否则被丢弃（置为 0）。保留下来的元素乘以 "
        "1/(1 − p) = {survivor}，使平均值保持不变。这一次抽样保留了 {total} 个元素中的 {kept} 个（平均应为 {expected} 个）。",
    },
    "dropout.text.weights": {
        "en": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: of its "
        "{live:plural:nonzero weight:nonzero weights}, {kept} {kept:pl:survived and was:survived "
        "and were} multiplied by {survivor}; {dropped:pl:the other is:the {dropped} others are} 0.",
        "zh": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：它的 {live} 个非零权重中，"
        "有 {kept} 个保留下来并乘以 {survivor}，其余 {dropped} 个变为 0。",
    },
    "dropout.text.weights_all": {
        "en": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: this time "
        "{live:pl:its only nonzero weight survived and was:all {live} of its nonzero weights "
        "survived and were} multiplied by {survivor}. Pick another row or seed to see weights "
        "dropped.",
        "zh": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：这一次它的 {live} "
        "个非零权重全部保留下来，并乘以 {survivor}。换一行或换一个种子，就能看到被丢弃的权重。",
    },
    "dropout.text.weights_lost": {
        "en": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: "
        "{live:pl:its only nonzero weight was:every one of its {live} nonzero weights was} dropped. A query can lose all its weights in a draw; its context vector is "
        "then zero for this training step (survivors would have been multiplied by {survivor}).",
        "zh": "**对注意力权重做 dropout。** 在 softmax 之后使用 dropout，会随机遮住查询所关注的一部分词元，"
        "使模型不能依赖任何单一的连接。p = {p} 时，第 {r} 行（“{query}”）从 {before} 变为 {row}：它的 {live} "
        "个非零权重全部被丢弃了。一次抽样中，一个查询可能失去所有权重；这一步训练中它的上下文向量就是零"
        "（保留下来的权重本应乘以 {survivor}）。",
    },
    "dropout.text.not_nn_dropout": {
        "en": "The app draws its own Bernoulli mask from a seeded torch.Generator, so every learner "
        "with this seed sees the same draw. `nn.Dropout` draws with its own kernel from the global "
        "generator: for the same seed its pattern differs, while its values (0 or {survivor}) and "
        "their expectation are the same.",
        "zh": "本应用用带种子的 torch.Generator 自己抽取伯努利掩码，所以用这个种子的每位学习者看到的抽样都相同。"
        "`nn.Dropout` 用自己的内核、从全局随机数生成器抽样：同一个种子下它的掩码不同，但取值（0 或 {survivor}）"
        "及其期望是一样的。",
    },
    "dropout.text.train_eval": {
        "en": "**Train vs eval.** Dropout only acts while training. In evaluation mode "
        "(model.eval()) it is the identity: the weights pass unchanged (largest difference {same}). "
        "Because the survivors were already scaled by 1/(1 − p) during training, nothing needs "
        "rescaling at inference.",
        "zh": "**训练与推理。** dropout 只在训练时起作用。在推理模式（`model.eval()`）下它是恒等映射：权重原样通过"
        "（最大差值为 {same}）。因为训练时保留的元素已经乘过 1/(1 − p)，所以推理时不需要再做任何缩放。",
    },
    "dropout.text.fresh_train": {
        "en": "A module starts in training mode: `nn.Dropout({p})` just built has `.training` = "
        "{fresh}, and so does a fresh `MultiHeadAttention` with its dropout ({block}). Call it "
        "without `.eval()` and dropout is on: survivors are multiplied by 1/(1 − p) = {survivor}. "
        "That is why notebook 002, which built its module with p = 0.1 and printed its weights "
        "straight away, shows values of 1.1111. After `.eval()` the flag is {after_eval} and the "
        "dropout returns the weights unchanged (largest difference {eval_diff}).",
        "zh": "模块创建时处于训练模式：刚创建的 `nn.Dropout({p})` 的 `.training` 为 {fresh}，新建的 "
        "`MultiHeadAttention` 及其 dropout 也一样（{block}）。不调用 `.eval()` 就直接使用，dropout 就是开着的："
        "保留下来的元素乘以 1/(1 − p) = {survivor}。这就是为什么笔记 002 用 p = 0.1 创建模块后立刻打印权重，"
        "看到的是 1.1111。调用 `.eval()` 之后这个标志为 {after_eval}，dropout 会原样返回权重（最大差值 {eval_diff}）。",
    },
    "dropout.text.expectation": {
        "en": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. After {k:plural:draw:draws} the largest difference is "
        "{err}; the left chart shows it shrinking roughly like 1/√K. That is why scaling by "
        "1/(1 − p) is the right correction.",
        "zh": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "{k} 次之后最大差值为 {err}；左图显示它大致按 1/√K 减小。这正是乘以 1/(1 − p) 是正确修正的原因。",
    },
    "dropout.text.expectation_p0": {
        "en": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. With p = {p} nothing is ever dropped, so "
        "after {k:plural:draw:draws} the difference is {err} from the first draw on. Raise p to "
        "see the average converge.",
        "zh": "**期望保持不变。** 对同一组权重做 K 次独立的 dropout 并取平均：平均值会收敛到没有 dropout 的权重。"
        "p = {p} 时什么都不会被丢弃，所以 {k} 次之后差值为 {err}，从第一次起就是如此。把 p 调大就能看到平均值逐渐收敛。",
    },
    "dropout.text.row_sums_kept": {
        "en": "**Rows no longer sum to 1, in general.** After dropout a row of weights sums to 1 only "
        "on average. In this draw the rows sum to {sums}: with p = {p} nothing was dropped. Raise p "
        "to see the sums move away from 1.",
        "zh": "**一般来说，行和不再为 1。** dropout 之后，一行权重之和只在平均意义上为 1。这次抽样中各行之和为 {sums}："
        "p = {p} 时什么都没有被丢弃。把 p 调大，就能看到行和偏离 1。",
    },
    "dropout.text.row_sums": {
        "en": "**Rows no longer sum to 1.** After dropout, a row of weights sums to {sums} in this "
        "draw, not to 1. Only on average is the sum still 1. This is expected and harmless: dropout "
        "is noise for training, not a new distribution.",
        "zh": "**行和不再为 1。** dropout 之后，这次抽样中各行权重之和为 {sums}，而不是 1。只有在平均意义上行和才仍为 1。"
        "这是正常的，也没有害处：dropout 是训练时加入的噪声，而不是一个新的概率分布。",
    },
    "panel.dropout_ones": {"en": "dropout(ones), p = {p}", "zh": "dropout(全 1 矩阵)，p = {p}"},
    "panel.after_dropout": {"en": "After dropout, p = {p}", "zh": "dropout 之后，p = {p}"},
    "panel.train_mode": {"en": "model.train()", "zh": "model.train()"},
    "panel.eval_mode": {"en": "model.eval()", "zh": "model.eval()"},
    "panel.error_vs_k": {"en": "Largest |mean − w| after K draws", "zh": "K 次之后的最大 |平均 − w|"},
    "panel.mean_of_draws": {"en": "Mean of the draws", "zh": "各次抽样的平均"},
    "panel.row_sums": {"en": "Row sums after dropout", "zh": "dropout 后的行和"},
}
