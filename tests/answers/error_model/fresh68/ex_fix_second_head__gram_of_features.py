# exercise: ex_fix_second_head
# mistake: The learner computes headᵀ @ head, a (d, d) matrix over features, instead of head @ headᵀ, the (n, n) token scores.
import torch

ex_fix_second_head = lambda a: torch.stack([a[0, i].T @ a[0, i] for i in range(a.shape[1])])
