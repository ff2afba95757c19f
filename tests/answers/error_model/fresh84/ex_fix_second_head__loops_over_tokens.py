# exercise: ex_fix_second_head
# mistake: Loops over a.shape[2] (the tokens n) instead of a.shape[1] (the heads), so it returns n matrices (or runs off the end); the count must be the number of heads. [cond: only when n != h]
import torch
def ex_fix_second_head(a):
    return torch.stack([a[0,i]@a[0,i].T for i in range(a.shape[2])])
