# exercise: ex_fix_second_head
# mistake: The learner stacked the per-head score matrices with np.stack(..., axis=-1), giving (n, n, h); they must be stacked on a new first axis, shape (h, n, n).
import numpy as np
import torch


def ex_fix_second_head(a):
    x = a.detach().cpu().numpy()
    n_heads = x.shape[1]
    mats = [x[0, i] @ x[0, i].T for i in range(n_heads)]
    print([m.shape for m in mats])
    return torch.from_numpy(np.stack(mats, axis=-1)).to(a.device)
