# exercise: ex_fix_mask_heads
# mistake: Builds the mask as float 0/1 (`pad.float()[:, None, None, :]`, numpy habit) and passes it to masked_fill, which raises "masked_fill_ only supports boolean masks, but got mask with dtype float". Right: keep the bool mask `pad[:, None, None, :]`.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.float()[:, None, None, :]   # 0/1 mask array, as in numpy
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
