# exercise: ex_fix_mask_heads
# mistake: Writes -inf into the caller's scores with boolean index assignment (scores[mask] = -inf), modifying the input; the weights are right but scores must stay unchanged.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].expand_as(scores)
    scores[mask] = float('-inf')
    return torch.softmax(scores, dim=-1)
