# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the mask to (b, 1, n, 1), which masks the padded queries' rows (NaN rows) instead of the padded keys; the key mask is (b, 1, 1, n).
import numpy as np
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    m = np.asarray(pad.cpu().numpy()).reshape(b, 1, n, 1)
    mask = torch.from_numpy(m).to(scores.device)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
