# exercise: ex3_1
# mistake: The learner copies the transposed weights element by element but writes sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key; each of v1's matrices must get the transpose of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [("W_query", sa_v2.W_key), ("W_key", sa_v2.W_query), ("W_value", sa_v2.W_value)]
    for name, lin in pairs:
        w2 = lin.weight.detach()
        d_out, d_in = w2.shape
        new_w = torch.zeros(d_in, d_out)
        for i in range(d_in):
            for j in range(d_out):
                new_w[i, j] = w2[j, i]
        setattr(sa_v1, name, torch.nn.Parameter(new_w))
