# exercise: ex_fix_mask_heads
# mistake: The learner replaced torch.softmax with np.exp(s) / sum without subtracting the row maximum, so large scores overflow to inf and give NaN; the maximum must be subtracted first (or torch.softmax kept). [cond: scores larger than about 88 in float32]
import numpy as np
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    s = scores.masked_fill(mask, float('-inf')).detach().cpu().numpy()
    e = np.exp(s)
    w = e / e.sum(axis=-1, keepdims=True)
    return torch.from_numpy(w).to(scores.device)
