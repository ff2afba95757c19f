# exercise: ex_fix_mask_heads
# mistake: You converted the mask to integers with .int(); masked_fill only accepts a boolean mask, so it raises. Keep pad[:, None, None, :] as a bool tensor.
# mistake_zh: 你用 .int() 把掩码转成了整数；masked_fill 只接受布尔掩码，所以会报错。应保持 pad[:, None, None, :] 为布尔张量。
# keywords: bool, int, masked_fill, dtype, boolean mask
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].int()
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
