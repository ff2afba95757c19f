# exercise: ex3_1
# mistake: The query matrix is copied from sa_v2.W_key and the key matrix from sa_v2.W_query, so the scores come out transposed; each of sa_v1's W_query, W_key, W_value must get the transposed weight of the same-named layer.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in) -> we want (in, out) for x @ W
    src = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    dst = ["W_query", "W_key", "W_value"]
    with torch.no_grad():
        for name, lin in zip(dst, src):
            getattr(sa_v1, name).copy_(lin.weight.t())
