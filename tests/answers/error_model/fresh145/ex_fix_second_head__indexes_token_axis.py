# exercise: ex_fix_second_head
# mistake: The learner looped over the heads but sliced a[0, :, i, :], i.e. token i of every head, instead of a[0, i] (head i's n x d block), so each "head" is an (h, d) matrix and the result has the wrong shape and values.
import torch


def ex_fix_second_head(a):
    number_of_heads = a.shape[1]
    list_of_head_scores = []
    for i in range(number_of_heads):
        this_head = a[0, :, i, :]
        this_head_scores = this_head @ this_head.T
        list_of_head_scores.append(this_head_scores)
    return torch.stack(list_of_head_scores)
