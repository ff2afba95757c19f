# exercise: ex_fix_second_head
# mistake: The learner batched the fix as a[0] @ a[0].transpose(0, 1), swapping the head and token axes instead of the token and feature axes; it must be transpose(1, 2) (it raises unless h == n, then gives wrong values).

import torch

def ex_fix_second_head(a):
    heads = a[0]                     # (h, n, d)
    return heads @ heads.transpose(0, 1)
