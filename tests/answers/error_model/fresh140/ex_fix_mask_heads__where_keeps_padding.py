# exercise: ex_fix_mask_heads
# mistake: The learner used torch.where(mask, scores, -inf), which keeps the scores where the mask is True, i.e. at the padding, and masks the real keys; the condition must be inverted (where(mask, -inf, scores)).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.tensor(float('-inf'), device=scores.device, dtype=scores.dtype)
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
