# exercise: ex_fix_mask_heads
# mistake: The learner gives the mask shape (b, 1, n, 1), which masks the rows of padded queries (turning them into NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, n) -> (b, 1, n, 1) so it broadcasts over the heads
    mask = pad.unsqueeze(1).unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
