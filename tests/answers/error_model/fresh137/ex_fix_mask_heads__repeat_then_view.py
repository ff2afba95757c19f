# exercise: ex_fix_mask_heads
# mistake: The learner tiled the mask with pad.repeat(h, 1) and viewed it as (b, h, 1, n); repeat stacks whole copies of the batch, so the view pairs rows with the wrong batch element. pad[:, None, None, :] is needed. [cond: only when b > 1 and the sequences' padding differs]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
