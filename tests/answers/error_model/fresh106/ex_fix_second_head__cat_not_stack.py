# exercise: ex_fix_second_head
# mistake: Joined the per-head matrices with torch.cat, which puts them one under the other, shape (h·n, n); they must be stacked along a new axis with torch.stack to get (h, n, n).
import torch


def ex_fix_second_head(a):
    num_heads = a.shape[1]
    scores = [a[0, i] @ a[0, i].T for i in range(num_heads)]
    for i, s in enumerate(scores):
        print("head", i, s)
    return torch.cat(scores)
