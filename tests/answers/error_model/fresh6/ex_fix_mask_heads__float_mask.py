# exercise: ex_fix_mask_heads
# mistake: Converted the mask to float (pad[:, None, None, :].float()); masked_fill only accepts a boolean mask, so it raises. Keep the mask boolean.
# mistake_zh: 把掩码转成了 float（pad[:, None, None, :].float()）；masked_fill 只接受布尔掩码，所以会报错。掩码要保持布尔类型。
# keywords: bool, dtype, float, masked_fill, boolean mask
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].float()   # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
