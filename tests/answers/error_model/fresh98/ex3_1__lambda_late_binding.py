# exercise: ex3_1
# mistake: Builds the getters as lambdas inside a comprehension that all capture the loop variable `name`, so every lambda reads W_value and all three of sa_v1's matrices become W_value's weight.T; each name needs its own weight.
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    # lazy getters so nothing is copied until we know the target device
    getters = {name: (lambda: getattr(sa_v2, name).weight.T) for name in names}
    target_device = sa_v1.W_query.device
    for n, get in getters.items():
        w = get().detach().to(target_device)
        setattr(sa_v1, n, torch.nn.Parameter(w.contiguous()))
