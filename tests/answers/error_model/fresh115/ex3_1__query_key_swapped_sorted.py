# exercise: ex3_1
# mistake: Paired sa_v1's parameters (declaration order query, key, value) with sa_v2's weights sorted by name (key, query, value), so W_query got the key weights and W_key the query weights; each W must take the transpose of the matching layer's weight.
import torch


def ex3_1(sa_v1, sa_v2):
    src = {}
    for name, t in sorted(sa_v2.state_dict().items()):
        src[name.split(".")[0]] = t.T.clone()
    v1_names = [name for name, _ in sa_v1.named_parameters()]
    plan = dict(zip(v1_names, src.values()))
    with torch.no_grad():
        for name, w in plan.items():
            getattr(sa_v1, name).copy_(w)
