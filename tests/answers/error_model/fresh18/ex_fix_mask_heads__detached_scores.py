# exercise: ex_fix_mask_heads
# mistake: Masked a .detach()ed copy of the scores, so the returned weights have no gradient back to scores; mask scores itself. [cond: scores requires grad]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    # masking is just preprocessing, no need to track it
    s = scores.detach().masked_fill(mask, float('-inf'))
    return torch.softmax(s, dim=-1)
