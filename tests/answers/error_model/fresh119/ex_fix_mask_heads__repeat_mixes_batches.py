# exercise: ex_fix_mask_heads
# mistake: Expands the mask over heads with pad.repeat(h, 1).view(b, h, 1, n), which tiles the batch so sequences' masks land in other sequences' heads; it should broadcast pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1 with different masks per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # 每个头复制一份掩码
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
