# exercise: ex_fix_second_head
# mistake: The learner fixed the head index but multiplies head.T @ head, giving (d, d) feature products instead of the (n, n) token scores head @ head.T.
import torch

def ex_fix_second_head(a):
    _, H, T, D = a.shape
    per_head = []
    for h in range(H):
        q = a[0, h]                    # (T, D)
        per_head.append(q.T @ q)       # (T, T)
    return torch.stack(per_head, dim=0)
