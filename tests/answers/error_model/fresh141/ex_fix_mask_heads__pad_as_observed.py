# exercise: ex_fix_mask_heads
# mistake: The learner read pad as an indicator of observed tokens and masked where pad is False (~pad), so the real keys are masked and the padding kept; masked_fill must use pad itself (True at padding).
import torch


def ex_fix_mask_heads(scores, pad):
    observed = pad[:, None, None, :]          # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~observed, float('-inf')), dim=-1)
