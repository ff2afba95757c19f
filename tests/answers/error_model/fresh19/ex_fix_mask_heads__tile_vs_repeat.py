# exercise: ex_fix_mask_heads
# mistake: Copies the mask per head with pad.repeat(h, 1) (tf.tile), which stacks whole batches one after another, then views it as (b, h, 1, n), so heads get other sequences' padding; repeat_interleave(h, dim=0) (tf.repeat) or plain broadcasting pad[:, None, None, :] is right. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # one copy of the padding mask per head
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
