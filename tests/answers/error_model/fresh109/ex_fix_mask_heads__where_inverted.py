# exercise: ex_fix_mask_heads
# mistake: The learner switched to torch.where(mask, scores, -inf), which keeps the scores where pad is True, so the real keys are masked and the padded ones kept; it should be torch.where(mask, -inf, scores).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg_inf = torch.tensor(float('-inf'), dtype=scores.dtype, device=scores.device)
    masked = torch.where(mask, scores, neg_inf)
    return torch.softmax(masked, dim=-1)
