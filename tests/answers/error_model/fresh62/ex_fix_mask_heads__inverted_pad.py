# exercise: ex_fix_mask_heads
# mistake: The mask is inverted (~pad), so the real keys are masked and only the padded keys keep weight; pad is already True at padding, mask pad[:, None, None, :] as it is.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]          # (b, 1, 1, n) -> broadcasts over heads and queries
    # masked_fill fills where the mask is True -> fill everything we don't keep
    mask = ~keep
    print("masked positions:", mask.sum().item())
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
