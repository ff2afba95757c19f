# exercise: ex_fix_second_head
# mistake: The learner's broadcast product (A[:, :, None, :] * A[:, None, :, :]) was summed over axis -2 (a token axis) instead of -1 (features), giving (h, n, d) instead of the (h, n, n) scores.

import torch

def ex_fix_second_head(a):
    A = a[0]                                            # (h, n, d)
    # every token with every token of the same head
    return (A[:, :, None, :] * A[:, None, :, :]).sum(dim=-2)
