"""Exercise ex_stable_softmax: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_stable_softmax.title": "数值稳定的 softmax",
    "ex_stable_softmax.statement": "编写 `ex_stable_softmax(x, dim)`，返回 `x` 沿 `dim` 维的 "
        "softmax，并保证不会溢出，即使分数达到 1e4 也一样。`dim` 可以是任意一维，"
        "不一定是最后一维。{device_rule}",
    "ex_stable_softmax.hint.1": "在 float32 中 exp(1e4) 是 inf，而 inf / inf 是 NaN。",
    "ex_stable_softmax.hint.2": "取指数之前先减去沿 dim 的最大值（keepdim=True）："
        "每一组都要减去它自己的最大值。",
    "ex_stable_softmax.overflow_index": "对很大的分数，你的 softmax 返回 NaN 或 inf，和不做任何平移的 exp 一样："
        "你减去的是每个最大值的下标，而不是它的值（x.max(dim) 返回 (values, indices)，[1] 或 .indices 是位置）。请减去最大值本身："
        "x.amax(dim, keepdim=True)，或 x.max(dim, keepdim=True).values。",
    "ex_stable_softmax.overflow": "对于很大的分数，你的 softmax 返回了 NaN 或 inf，和完全不做平移的 exp 一模一样："
        "exp 溢出了。要么什么都没有减，要么你减去的不是每个切片的最大值（x.max(dim) 返回 (values, indices)：[1] 是"
        "最大值的索引，不是最大值本身；请用 .values、[0] 或 x.amax(dim, keepdim=True)）。取指数之前请先减去这个最大值。",
    "ex_stable_softmax.global_max": "你减去的是整个张量的同一个最大值：远小于它的那一行会下溢成 0 / 0 = NaN。请减去每一组自己的最大值："
        "x.amax(dim=dim, keepdim=True)。",
    "ex_stable_softmax.keepdim": "最大值丢掉了它的那一维（缺少 keepdim），所以广播到了错误的维度上，或者无法广播：请用 "
        "x.amax(dim=dim, keepdim=True)。",
    "ex_stable_softmax.max_wrong_dim": "最大值是沿着与 softmax 不同的维度求的：请减去沿 `dim` 这一维的最大值。",
    "ex_stable_softmax.min": "你减去的值小于最大值（比如最小值或平均值）：比它大的那些值仍然很大，exp 依然会溢出。"
        "请减去最大值，使最大的指数项是 exp(0) = 1。",
    "ex_stable_softmax.ignores_dim": "你的 softmax 总是沿最后一维计算：请使用参数 `dim`。",
    "ex_stable_softmax.log_softmax": "你返回的是 log-softmax：请对它取指数，或者用 exp(x − max) 除以它们的和。",
    "ex_stable_softmax.not_finite": "对于某些输入，你的 softmax 返回了 NaN 或 inf。",
}
