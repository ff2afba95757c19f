"""Exercise ex_stable_softmax: its texts in Simplified Chinese (简体中文), key for key as in en.py."""

STRINGS: dict[str, str] = {
    "ex_stable_softmax.title": "数值稳定的 softmax",
    "ex_stable_softmax.statement": "编写 `ex_stable_softmax(x, dim)`，返回 `x` 沿 `dim` 维的 "
        "softmax，并保证不会溢出，即使分数达到 1e4 也一样。`dim` 可以是任意一维，"
        "不一定是最后一维。{device_rule}",
    "ex_stable_softmax.hint.1": "在 float32 中 exp(1e4) 是 inf，而 inf / inf 是 NaN。",
    "ex_stable_softmax.hint.2": "取指数之前先减去沿 dim 的最大值（keepdim=True）："
        "每一组都要减去它自己的最大值。",
}
