# exercise: ex3_1
# mistake: Zips sa_v1's names (query, key, value) with sa_v2.named_parameters() sorted alphabetically (key, query, value), so W_query gets the key weights and W_key the query weights; each name must get its own layer's weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # grab everything from v2 in one go, works whatever device v2 lives on
    params = dict(sa_v2.named_parameters())
    names = sorted(params)  # deterministic order
    dev = next(sa_v1.parameters()).device
    for target, src in zip(["W_query", "W_key", "W_value"], names):
        w = params[src].detach().T.to(device=dev, dtype=sa_v1.W_query.dtype)
        setattr(sa_v1, target, torch.nn.Parameter(w.clone()))
