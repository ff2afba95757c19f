# exercise: ex3_1
# mistake: The transposed weights are memoised in a module-level dict keyed by the weight shape, so a later call with another sa_v2 of the same size gets the first module's weights; the weights must be read from the sa_v2 given in each call. [cond: only when called again with a different sa_v2 of the same sizes]
import torch

_TRANSPOSED = {}


def _get_t(lin):
    key = tuple(lin.weight.shape)
    if key not in _TRANSPOSED:
        _TRANSPOSED[key] = {}
    store = _TRANSPOSED[key]
    return store


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        lin = getattr(sa_v2, name)
        store = _get_t(lin)
        if name not in store:
            store[name] = lin.weight.detach().T.clone()
        setattr(sa_v1, name, torch.nn.Parameter(store[name].clone()))
