# exercise: ex_fix_mask_heads
# mistake: Fixed the broadcasting with pad[:, None, :, None], which masks the padded queries (rows) instead of the padded keys (columns); keys need pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    assert mask.dim() == scores.dim()
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
