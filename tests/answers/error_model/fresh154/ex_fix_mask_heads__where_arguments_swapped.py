# exercise: ex_fix_mask_heads
# mistake: The learner uses torch.where(mask, scores, -inf) with the arguments swapped, keeping only the padded keys and putting -inf on the real ones; it must be torch.where(mask, -inf, scores).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg_inf = torch.tensor(float('-inf'), dtype=scores.dtype, device=scores.device)
    masked = torch.where(mask, scores, neg_inf)
    return torch.softmax(masked, dim=-1)
