# exercise: ex3_1
# mistake: The learner memoised the transposed weights keyed by the weight's shape, so a second call with another sa_v2 of the same sizes gets the first module's weights; the weights must be taken from the sa_v2 passed in every time. [cond: only when called again with a different sa_v2 of the same sizes]
import torch

_transposed = {}


def _get_T(layer_name, linear):
    key = (layer_name, tuple(linear.weight.shape))
    if key not in _transposed:
        _transposed[key] = linear.weight.detach().T.clone()
    return _transposed[key]


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, torch.nn.Parameter(_get_T(name, getattr(sa_v2, name))))
