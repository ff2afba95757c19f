# exercise: ex_fix_mask_heads
# mistake: Filled the padded keys with float('inf') instead of float('-inf'), so any row with a padded key becomes NaN. [cond: some key is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)
    return torch.softmax(scores.masked_fill(mask, float('inf')), dim=-1)
