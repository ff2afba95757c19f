# exercise: ex_fix_second_head
# mistake: The learner looped over a.shape[0] (the batch axis, always 1) instead of a.shape[1] (the heads), so only the first head is returned. [cond: h > 1]

import torch

def ex_fix_second_head(a):
    # a: (1, h, n, d) -> one (n, n) score matrix per head
    num_heads = a.shape[0]
    per_head = [a[0, i] @ a[0, i].T for i in range(num_heads)]
    return torch.stack(per_head)                # (h, n, n)
