# exercise: ex3_1
# mistake: The learner copied the transposed weights element by element but ran both loops over range(d_out), so the rows d_out..d_in-1 of each (d_in, d_out) matrix keep their old zeros; the row loop must go over range(d_in) (or simply use weight.T). [cond: d_in > d_out, as in the book]
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight      # (d_out, d_in)
        W = torch.zeros(d_in, d_out)
        # W[i, j] = w[j, i]
        for i in range(d_out):
            for j in range(d_out):
                W[i, j] = w[j, i]
        setattr(sa_v1, name, torch.nn.Parameter(W))
