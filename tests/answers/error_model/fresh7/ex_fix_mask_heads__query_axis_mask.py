# exercise: ex_fix_mask_heads
# mistake: Added the missing axis in the wrong place: pad[:, None, :, None] has shape (b, 1, n, 1) and masks the QUERY rows, not the padded keys. Real queries still attend to padding, and padded query rows become all -inf → NaN. Keys are the last axis: pad[:, None, None, :].
# mistake_zh: 缺的轴加错了位置：pad[:, None, :, None] 形状为 (b, 1, n, 1)，遮住的是查询行，而不是填充的键。真实查询仍然关注填充位置，填充查询的行全为 -inf → NaN。键是最后一个轴：pad[:, None, None, :]。
# keywords: query axis, key axis, last axis, NaN, [:, None, None, :]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # add the head axis
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
