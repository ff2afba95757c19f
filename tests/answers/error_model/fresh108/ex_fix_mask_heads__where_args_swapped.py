# exercise: ex_fix_mask_heads
# mistake: Calls torch.where(mask, scores, -inf) with the branches swapped, which keeps the scores of padded keys and masks the real ones; it must be torch.where(mask, -inf, scores).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.tensor(float('-inf'), dtype=scores.dtype, device=scores.device)
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
