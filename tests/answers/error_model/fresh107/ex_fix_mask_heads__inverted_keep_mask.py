# exercise: ex_fix_mask_heads
# mistake: Inverts the mask (~pad) as for a "keep" attention mask, so the real keys get -inf and only the padded keys remain (rows without padding become NaN); pad is already True at padding and must be used as is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                             # 1 = attend, like attention_mask
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
