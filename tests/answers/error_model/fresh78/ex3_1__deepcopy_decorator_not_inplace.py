# exercise: ex3_1
# mistake: A 'pure function' decorator deep-copies the arguments before the call, so the weights are assigned to a copy and the caller's sa_v1 is never changed; the assignment must happen on sa_v1 itself.
import copy
import functools
import torch


def pure(fn):
    """Don't let helpers mutate their inputs by accident."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        args = [copy.deepcopy(a) for a in args]
        return fn(*args, **kwargs)
    return wrapper


@pure
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
