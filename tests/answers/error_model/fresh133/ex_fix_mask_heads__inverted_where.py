# exercise: ex_fix_mask_heads
# mistake: The learner uses torch.where(mask, scores, -inf), which keeps the scores where pad is True and blanks the real keys, the opposite of masking; where must keep scores where pad is False.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.full_like(scores, float('-inf'))
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
