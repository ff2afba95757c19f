# exercise: ex_fix_mask_heads
# mistake: The learner shaped the mask as pad[:, None, :, None], which masks padded queries (rows) instead of padded keys (columns): padded rows become NaN and real queries still attend to padding; it must be pad[:, None, None, :]. [cond: some padding]
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, n) -> (b, 1, n, 1) so it broadcasts over the heads
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
