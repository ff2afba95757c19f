# exercise: ex_fix_second_head
# mistake: The learner removed the batch axis with squeeze(), which also removes the head axis when h == 1 (then it loops over tokens); only axis 0 should be removed (a[0] or squeeze(0)). [cond: h == 1]
import numpy as np
import torch


def ex_fix_second_head(a):
    heads = np.squeeze(a.detach().cpu().numpy())     # (h, n, d)
    out = np.stack([np.atleast_2d(hh) @ np.atleast_2d(hh).T for hh in heads])
    return torch.from_numpy(out).to(a.device)
