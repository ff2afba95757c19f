# exercise: ex3_1
# mistake: Zipped sa_v1's parameters (query, key, value order) with sa_v2's state_dict sorted by name (key, query, value), so sa_v1 gets the key weights as W_query and the query weights as W_key; each W must get the transposed weight of the layer with the same name.
import torch


def ex3_1(sa_v1, sa_v2):
    # copy every linear weight over (transposed, since nn.Linear stores (out, in))
    src = [w for _, w in sorted(sa_v2.state_dict().items())]
    with torch.no_grad():
        for p, w in zip(sa_v1.parameters(), src):
            p.copy_(w.T)
