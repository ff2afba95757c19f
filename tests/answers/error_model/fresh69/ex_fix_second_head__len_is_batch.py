# exercise: ex_fix_second_head
# mistake: The learner looped over range(len(a)), but len(a) is the batch size (1), so only the first head is returned. Loop over a.shape[1], the head axis. [cond: h > 1]
import torch

def ex_fix_second_head(a):
    return torch.stack([a[0, i] @ a[0, i].T for i in range(len(a))])
