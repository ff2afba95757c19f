# exercise: ex3_1
# mistake: In the loop over the three names, getattr reads sa_v2's 'W_query' every time, so all three v1 matrices get the query weights; each name must take sa_v2's layer of the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    for name in names:
        # the Linear layer of v2 that belongs to this name
        layer = getattr(sa_v2, "W_query")
        W = layer.weight.T  # (d_in, d_out)  transpose because Linear does x @ weight.T
        print(name, tuple(W.shape))
        setattr(sa_v1, name, torch.nn.Parameter(W))
    # sanity: three params, all (3, 2)
    for name in names:
        assert getattr(sa_v1, name).shape == (3, 2) or True
