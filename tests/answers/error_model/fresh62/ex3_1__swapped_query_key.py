# exercise: ex3_1
# mistake: The query and key weights are crossed: sa_v1.W_query gets sa_v2.W_key.weight.T and sa_v1.W_key gets sa_v2.W_query.weight.T; each must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # step 1: nn.Linear stores (d_out, d_in), v1 wants (d_in, d_out) -> transpose
    print("v2 query weight shape:", sa_v2.W_query.weight.shape)  # (2, 3) for the book
    # step 2: keys first, like in the book's forward (keys = x @ W_key ...)
    k = sa_v2.W_query.weight.T   # (3, 2)
    q = sa_v2.W_key.weight.T     # (3, 2)
    v = sa_v2.W_value.weight.T   # (3, 2)
    assert k.shape == (sa_v2.W_query.in_features, sa_v2.W_query.out_features)
    # step 3: wrap in Parameter so they stay trainable
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_value = torch.nn.Parameter(v)
    print("done, v1 key:", sa_v1.W_key)
