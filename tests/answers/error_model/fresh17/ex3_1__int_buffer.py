# exercise: ex3_1
# mistake: Pre-allocated the transposed matrices with torch.zeros(..., dtype=torch.int) and filled them in loops, so the weights are truncated to integers and sa_v1(x) fails on float32 inputs; the buffer must be float32 (or just use weight.T).
import torch


def transposed(weight):
    rows, cols = weight.shape
    out = torch.zeros(cols, rows, dtype=torch.int)
    for i in range(rows):
        for j in range(cols):
            out[j, i] = weight[i, j]
    return out


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.data = transposed(sa_v2.W_query.weight)
        sa_v1.W_key.data = transposed(sa_v2.W_key.weight)
        sa_v1.W_value.data = transposed(sa_v2.W_value.weight)
