# exercise: ex_fix_mask_heads
# mistake: The learner subtracted np.inf * mask from the scores; where the mask is 0, 0 * inf is NaN, so every unpadded score becomes NaN; use np.where(mask, -np.inf, s) or masked_fill.
import numpy as np
import torch


def ex_fix_mask_heads(scores, pad):
    m = pad.cpu().numpy().astype(scores.detach().cpu().numpy().dtype)[:, None, None, :]
    s = scores.detach().cpu().numpy() - np.inf * m
    w = torch.softmax(torch.from_numpy(s), dim=-1)
    return w.to(scores.device)
