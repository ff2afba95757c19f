# exercise: ex_fix_second_head
# mistake: The learner removes the batch axis with a.squeeze(), which also removes the head axis when h == 1 (or the token axis when n == 1), so a[i] then picks tokens instead of heads; only axis 0 must be dropped (a[0] or squeeze(0)). [cond: h == 1 or n == 1 or d == 1]
import torch

def ex_fix_second_head(a):
    x = a.squeeze()               # (1, H, T, D) -> (H, T, D)
    H = a.shape[1]
    out = []
    for i in range(H):
        head = x[i]               # (T, D)
        out.append(head @ head.T) # (T, T)
    return torch.stack(out)       # (H, T, T)
