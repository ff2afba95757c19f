# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the mask to (b, 1, n, 1), masking padded queries (whole rows become NaN) instead of padded keys; the key mask is (b, 1, 1, n): pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :].unsqueeze(-1)    # (b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
