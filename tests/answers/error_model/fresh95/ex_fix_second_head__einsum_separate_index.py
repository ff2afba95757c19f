# exercise: ex_fix_second_head
# mistake: In the einsum the learner gave the key's feature axis its own letter (e instead of d), so features are summed separately on each side and the result is a product of row totals, not the dot products; both operands must share the feature letter ('bhid,bhjd->hij').
import torch


def ex_fix_second_head(a):
    return torch.einsum("bhid,bhje->hij", a, a)
