# exercise: ex_fix_mask_heads
# mistake: Tiles the mask with pad.repeat(h, 1) and views it as (b, h, 1, n); repeat lays out all b rows h times, so the view mixes the sequences of the batch across heads; it needs repeat_interleave(h, 0) or pad[:, None, None, :]. [cond: b > 1]
import torch


def per_head_mask(pad, num_heads):
    b, n = pad.shape
    return pad.repeat(num_heads, 1).view(b, num_heads, 1, n)


def ex_fix_mask_heads(scores, pad):
    mask = per_head_mask(pad, scores.shape[1])
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
