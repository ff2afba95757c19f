# exercise: ex_softmax_backward
# mistake: Took the sum of dP * P over the whole tensor (.sum()) instead of over the last axis of each row with keepdim; right only for a single row. [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    """
    >>> P = torch.softmax(torch.tensor([1.0, 2.0, 3.0]), -1)
    >>> torch.allclose(ex_softmax_backward(P, torch.ones(3)), torch.zeros(3), atol=1e-7)
    True
    """
    return P * (dP - torch.sum(dP * P))


if __name__ == "__main__":
    import doctest
    doctest.testmod(verbose=True)
