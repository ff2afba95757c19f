# exercise: ex_fix_mask_heads
# mistake: The learner unsqueezes to (b, 1, n, 1), which masks the padded queries' rows (NaN rows) instead of the padded keys' columns; the mask must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)  # (b, n) -> (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
