# exercise: ex_fix_second_head
# mistake: The learner fixes the second slice to a[0, 1] but still returns exactly two heads; it must loop over all h = a.shape[1] heads. [cond: h != 2]
import torch

scores_of = lambda t: t @ t.T


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([scores_of(first_head), scores_of(second_head)])
