# exercise: ex_fix_second_head
# mistake: The learner reads the number of heads from a.shape[2] (tokens) instead of a.shape[1], so the result has n instead of h slices (or indexing fails when n > h). [cond: n != h]
import torch

def ex_fix_second_head(a):
    # a: (1, T, H, D)?  heads are the 3rd axis
    B, _, H, D = a.shape
    scores = []
    for i in range(H):
        head = a[0, i, :, :]              # (T, D)
        scores.append(head @ head.T)      # (T, T)
    return torch.stack(scores)
