"""A softmax that cannot overflow."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 2
LESSON = "softmax"
TITLE = {"en": "A numerically stable softmax", "zh": "数值稳定的 softmax"}
STATEMENT = with_device_rule({
    "en": "Write `ex_stable_softmax(x, dim)` returning the softmax of `x` along `dim`, "
          "computed so that it never overflows, even for scores like 1e4. `dim` may be any "
          "axis, not only the last.",
    "zh": "编写 `ex_stable_softmax(x, dim)`，返回 `x` 沿 `dim` 维的 softmax，并保证不会溢出，"
          "即使分数达到 1e4 也一样。`dim` 可以是任意一维，不一定是最后一维。",
})
HINTS = {
    "en": ("exp(1e4) is inf in float32, and inf / inf is NaN.",
           "Subtract the maximum along dim (keepdim=True) before exponentiating: each slice "
           "needs its own maximum."),
    "zh": ("在 float32 中 exp(1e4) 是 inf，而 inf / inf 是 NaN。",
           "取指数之前先减去沿 dim 的最大值（keepdim=True）：每一组都要减去它自己的最大值。"),
}
STARTER = "def ex_stable_softmax(x, dim):\n    ...\n"
