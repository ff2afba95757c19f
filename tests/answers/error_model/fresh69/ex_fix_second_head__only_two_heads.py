# exercise: ex_fix_second_head
# mistake: The learner fixed the index of the second head but kept range(2), so only two heads are returned whatever h is. It must loop over range(a.shape[1]). [cond: h != 2]
import torch

def ex_fix_second_head(a):
    return torch.stack([(t := a[0, i]) @ t.T for i in range(2)])
