"""Bug hunt from a lecture notebook: a padding mask indexed without the head axis."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 2
LESSON = "masking"
TITLE = {"en": "Bug hunt: the mask and the head axis", "zh": "找 bug：掩码与头维度"}
STATEMENT = with_device_rule({
    "en": "This function should mask padded keys: `scores` has shape (b, h, n, n) and `pad` "
          "(b, n) is True at padding. It runs without an error when b equals h, yet the "
          "weights are wrong. Fix `ex_fix_mask_heads(scores, pad)` so that it returns the "
          "softmax weights with every padded key masked, for every head and every query.",
    "zh": "这个函数应当遮住被填充的键：`scores` 的形状为 (b, h, n, n)，"
          "`pad` (b, n) 在填充位置为 True。当 b 等于 h 时它不会报错，但权重是错的。"
          "修复 `ex_fix_mask_heads(scores, pad)`，使它返回对每个头、"
          "每个查询都遮住所有被填充键的 softmax 权重。",
})
HINTS = {
    "en": ("Broadcasting aligns shapes from the right: (b, 1, n) against (b, h, n, n) puts b "
           "where h should be.",
           "The key mask needs shape (b, 1, 1, n)."),
    "zh": ("广播从右往左对齐形状：(b, 1, n) 与 (b, h, n, n) 对齐时，b 落在了 h 的位置上。",
           "键掩码的形状应为 (b, 1, 1, n)。"),
}
STARTER = ("import torch\n\n\n"
           "def ex_fix_mask_heads(scores, pad):\n"
           "    mask = pad[:, None, :]\n"
           "    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)\n")
