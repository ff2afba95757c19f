# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[0]), the batch axis (always 1), so only the first head is returned; the heads are indexed by axis 1 (range(a.shape[1])). [cond: h > 1]
import numpy as np
import torch


def ex_fix_second_head(a):
    arr = a.detach().cpu().numpy()
    per_head = []
    for i in range(a.shape[0]):
        head = arr[0, i]
        per_head.append(head @ head.T)
    return torch.from_numpy(np.stack(per_head)).to(a.device)
