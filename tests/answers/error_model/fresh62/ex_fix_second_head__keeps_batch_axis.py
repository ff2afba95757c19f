# exercise: ex_fix_second_head
# mistake: Heads are sliced as a[:, i], which keeps the batch axis, so the result has shape (h, 1, n, n) instead of (h, n, n); index a[0, i].
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.size(1)):          # axis 1 = heads
        head = a[:, i]                  # (1, n, d)
        scores.append(head @ head.mT)   # .mT because head is 3-D
    stacked = torch.stack(scores)
    # compare with the batched version
    batched = a @ a.transpose(2, 3)
    print(torch.allclose(stacked.squeeze(), batched.squeeze()))
    return stacked
