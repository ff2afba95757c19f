# exercise: ex_padding_attention
# mistake: The learner computed each sequence separately and stacked the results with dim=1 instead of dim=0, so batch and head axes are swapped (wrong shape, or wrong values when b == h). [cond: only when b > 1 or h > 1]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = []
    for i in range(b):
        L = int(lengths[i])
        if L == 0:
            out.append(torch.zeros(h, n, n, dtype=scores.dtype, device=scores.device))
            continue
        w = torch.softmax(scores[i, :, :L, :L], dim=-1)
        out.append(F.pad(w, (0, n - L, 0, n - L)))
    return torch.stack(out, dim=1)
