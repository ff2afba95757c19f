# exercise: ex_fix_second_head
# mistake: The learner collects one lambda per head in a list, but the lambdas close over the loop variable i, so all of them compute the last head; each lambda must bind its own i (e.g. lambda i=i: ...). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    jobs = []
    for i in range(a.shape[1]):
        jobs.append(lambda: a[0, i] @ a[0, i].transpose(0, 1))
    return torch.stack([job() for job in jobs])
